import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { testPayable } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';

const token = 'Abc_def-0123456789abcdefghijklmnopqrstuvwxyz';
const checkoutUrl = () => `${window.location.href.split('#')[0]}#checkout-ac_2`;

afterEach(() => window.history.replaceState(null, '', window.location.pathname));
beforeAll(async () => {
  await import('./pay-invoice');
}, 60_000);

describe('/pay/invoice/:token with a deposit', () => {
  const deposit = testPayable({ depositAmount: 450, depositDue: 450, amountLeft: 1500 });

  it('offers the deposit first, refuses less than it, and pays the amount the buyer chose', async () => {
    const fetchMock = mockFetch({
      [`GET /v1/pay/invoice/${token}`]: () => [200, envelope(deposit)],
      [`POST /v1/pay/invoice/${token}`]: () => [
        200,
        envelope({ reference: 'inv_2', authorizationUrl: checkoutUrl(), accessCode: 'ac_2' }),
      ],
    });
    renderApp(`/pay/invoice/${token}`);
    expect(await screen.findByTestId('deposit-due')).toHaveTextContent('Deposit due first: ₦450.00');
    const amount = screen.getByLabelText('Amount to pay (NGN)');
    expect(amount).toHaveValue('450');

    await userEvent.clear(amount);
    await userEvent.type(amount, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter an amount from ₦450.00 to ₦1,500.00');
    expect(sentBodies(fetchMock, `POST /v1/pay/invoice/${token}`)).toHaveLength(0);

    await userEvent.clear(amount);
    await userEvent.type(amount, '600.50');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await expect.poll(() => window.location.hash).toBe('#checkout-ac_2');
    expect(sentBodies(fetchMock, `POST /v1/pay/invoice/${token}`)).toEqual([{ amountMinor: 60_050 }]);
  });

  it('shows what is paid and what is left after an instalment', async () => {
    mockFetch({
      [`GET /v1/pay/invoice/${token}`]: () => [
        200,
        envelope(
          testPayable({
            paymentStatus: 'PARTIALLY_PAID',
            depositAmount: 450,
            amountPaid: 600,
            amountLeft: 900,
          }),
        ),
      ],
    });
    renderApp(`/pay/invoice/${token}`);
    expect(await screen.findByTestId('amount-paid-so-far')).toHaveTextContent('₦600.00 paid of ₦1,500.00');
    expect(screen.getByLabelText('Amount to pay (NGN)')).toHaveValue('900');
    expect(screen.getAllByText('Part paid').length).toBeGreaterThan(0);
  });
});
