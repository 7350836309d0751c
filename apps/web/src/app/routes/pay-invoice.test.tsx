import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { testPayable } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';

const token = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxyz';
// jsdom cannot load another document; the provider's checkout is played by a fragment of this one, so
// that following `authorizationUrl` can be observed.
const checkoutUrl = () => `${window.location.href.split('#')[0]}#checkout-ac_1`;

afterEach(() => window.history.replaceState(null, '', window.location.pathname));

// The routes are lazy chunks: load them once up front, so that a busy machine's first module transform
// does not eat into the first test's wait for the screen.
beforeAll(async () => {
  await Promise.all([import('./pay-invoice')]);
}, 60_000);

describe('/pay/invoice/:token', () => {
  it("shows the buyer the merchant, the lines and the total, without signing in, and opens the checkout on 'Pay now'", async () => {
    const fetchMock = mockFetch({
      [`GET /v1/pay/invoice/${token}`]: () => [200, envelope(testPayable())],
      [`POST /v1/pay/invoice/${token}`]: () => [
        200,
        envelope({ reference: 'inv_1', authorizationUrl: checkoutUrl(), accessCode: 'ac_1' }),
      ],
    });
    renderApp(`/pay/invoice/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0007 for Chidi Okeke' }),
    ).toBeInTheDocument();
    const document = screen.getByRole('article', { name: 'Invoice INV-0007' });
    expect(within(document).getByText('Ada Fabrics')).toBeInTheDocument();
    expect(within(document).getByText('Tailoring')).toBeInTheDocument();
    expect(within(document).getByTestId('invoice-total')).toHaveTextContent('₦1,500.00');
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
    // Public page: no dashboard around it and no profile request.
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).not.toContain('/v1/users/profile');

    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await expect.poll(() => window.location.hash).toBe('#checkout-ac_1');
    expect(sentBodies(fetchMock, `POST /v1/pay/invoice/${token}`)).toHaveLength(1);
  });

  it("shows 'Paid' and no Pay button once the invoice is paid", async () => {
    mockFetch({
      [`GET /v1/pay/invoice/${token}`]: () => [
        200,
        envelope(testPayable({ paymentStatus: 'PAID', paidAt: '2025-03-07T12:30:00.000Z' })),
      ],
    });
    renderApp(`/pay/invoice/${token}?reference=inv_1`);
    expect(await screen.findByText(/Thank you, your payment was received/)).toBeInTheDocument();
    expect(screen.getAllByText('Paid').length).toBeGreaterThan(0);
    expect(screen.getByText('Amount paid')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('cannot be paid once cancelled', async () => {
    mockFetch({
      [`GET /v1/pay/invoice/${token}`]: () => [200, envelope(testPayable({ status: 'CANCELLED' }))],
    });
    renderApp(`/pay/invoice/${token}`);
    expect(
      await screen.findByText('This invoice has been cancelled and cannot be paid.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('explains a link that is not (or no longer) valid', async () => {
    mockFetch({ [`GET /v1/pay/invoice/${token}`]: () => [404, failure(404, 'Invoice not found')] });
    renderApp(`/pay/invoice/${token}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This payment link is not valid' }),
    ).toBeInTheDocument();
  });
});
