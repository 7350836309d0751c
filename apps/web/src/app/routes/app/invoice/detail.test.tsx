import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Invoice } from '@oja/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { page, testInvoice } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, failure, mockFetch, sentBodies, type MockHandler } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const id = '0190a000-0000-7000-8000-0000000000d1';

const showing = (invoice: Invoice, handlers: Record<string, MockHandler> = {}) =>
  mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    [`GET /v1/invoice/${id}`]: () => [200, envelope(invoice)],
    'GET /v1/users/customer': () => [200, envelope(page([]))],
    'GET /v1/products': () => [200, envelope(page([]))],
    ...handlers,
  });

const actionNames = () =>
  screen
    .getAllByRole('button')
    .concat(screen.getAllByRole('link'))
    .map((element) => element.textContent?.trim())
    .filter((name): name is string =>
      [
        'Edit',
        'Issue invoice',
        'Mark as pending',
        'Mark as paid',
        'Send to buyer',
        'Cancel invoice',
        'Download PDF',
        'Print',
      ].includes(name ?? ''),
    )
    .sort();

// The routes are lazy chunks: load them once up front, so that a busy machine's first module transform
// does not eat into the first test's wait for the screen.
beforeAll(async () => {
  await Promise.all([import('./detail'), import('./edit-invoice'), import('../layout')]);
}, 60_000);

describe('/invoice/:id', () => {
  it('shows the invoice as the buyer sees it, with no header title', async () => {
    showing(testInvoice({ id, note: 'Pay within 14 days' }));
    renderApp(`/invoice/${id}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0001' })).toBeInTheDocument();
    const document = screen.getByRole('article', { name: 'Invoice INV-0001' });
    expect(within(document).getByText('Ada Fabrics')).toBeInTheDocument();
    expect(within(document).getByText('Tailoring')).toBeInTheDocument();
    expect(within(document).getByTestId('invoice-total')).toHaveTextContent('₦1,500.00');
    expect(within(document).getByText('Pay within 14 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute(
      'href',
      `/v1/invoice/${id}/pdf`,
    );
    expect(screen.getByTestId('header-title')).toHaveTextContent(/^$/);
  });

  it.each([
    ['DRAFT', 'NEW', ['Cancel invoice', 'Download PDF', 'Edit', 'Issue invoice', 'Print', 'Send to buyer']],
    [
      'ISSUED',
      'NEW',
      ['Cancel invoice', 'Download PDF', 'Mark as paid', 'Mark as pending', 'Print', 'Send to buyer'],
    ],
    [
      'ISSUED',
      'PENDING_PAYMENT',
      ['Cancel invoice', 'Download PDF', 'Mark as paid', 'Print', 'Send to buyer'],
    ],
    ['ISSUED', 'PAID', ['Download PDF', 'Print']],
    ['CANCELLED', 'NEW', ['Download PDF', 'Print']],
  ] as const)(
    'a %s invoice with payment %s offers only its allowed steps',
    async (status, paymentStatus, expected) => {
      showing(testInvoice({ id, status, paymentStatus }));
      renderApp(`/invoice/${id}`);
      await screen.findByRole('heading', { level: 1, name: 'Invoice INV-0001' });
      expect(actionNames()).toEqual([...expected].sort());
    },
  );

  it('moves the payment status one step and shows the new state', async () => {
    const issued = testInvoice({ id, status: 'ISSUED', paymentStatus: 'NEW' });
    const fetchMock = showing(issued, {
      [`PATCH /v1/invoice/${id}/status/`]: ({ body }) => [
        200,
        envelope({ ...issued, ...(body as object) }, 'Invoice status updated successfully'),
      ],
    });
    renderApp(`/invoice/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as pending' }));
    expect(await screen.findByText('Invoice status updated successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `PATCH /v1/invoice/${id}/status/`)).toEqual([
      { paymentStatus: 'PENDING_PAYMENT' },
    ]);
    expect(await screen.findByRole('button', { name: 'Mark as paid' })).toBeInTheDocument();
    expect(screen.getAllByText('Pending').length).toBeGreaterThan(0);
  });

  it('asks before cancelling, and shows the server refusal', async () => {
    const fetchMock = showing(testInvoice({ id, status: 'ISSUED', paymentStatus: 'PENDING_PAYMENT' }), {
      [`PATCH /v1/invoice/${id}/status/`]: () => [409, failure(409, 'A paid invoice cannot be cancelled')],
    });
    renderApp(`/invoice/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel INV-0001?' });
    expect(sentBodies(fetchMock, `PATCH /v1/invoice/${id}/status/`)).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel invoice' }));
    expect(await screen.findByText('A paid invoice cannot be cancelled')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `PATCH /v1/invoice/${id}/status/`)).toEqual([{ status: 'CANCELLED' }]);
  });

  it('sends the invoice to the buyer', async () => {
    const draft = testInvoice({ id });
    const fetchMock = showing(draft, {
      [`POST /v1/invoice/${id}/send`]: () => [
        200,
        envelope(
          {
            ...draft,
            status: 'ISSUED',
            paymentStatus: 'PENDING_PAYMENT',
            sentAt: '2025-03-06T10:00:00.000Z',
          },
          'Invoice sent to the buyer',
        ),
      ],
    });
    renderApp(`/invoice/${id}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Send to buyer' }));
    expect(await screen.findByText('Invoice sent to the buyer')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/invoice/${id}/send`)).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument());
    expect(screen.getByText(/Sent to the buyer/)).toBeInTheDocument();
  });

  it('says so when the invoice does not exist', async () => {
    showing(testInvoice({ id }), {
      [`GET /v1/invoice/${id}`]: () => [404, failure(404, 'Invoice not found')],
    });
    renderApp(`/invoice/${id}`);
    expect(await screen.findByText('Invoice not found')).toBeInTheDocument();
  });
});

describe('/invoice/:id/edit-invoice', () => {
  it('sends a non-draft invoice back to its detail page with the reason', async () => {
    showing(testInvoice({ id, status: 'ISSUED' }));
    const { router } = renderApp(`/invoice/${id}/edit-invoice`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoice/${id}`));
    expect(await screen.findByText('Only a DRAFT invoice can be edited')).toBeInTheDocument();
  });

  it('edits a draft and saves it again with PUT', async () => {
    const draft = testInvoice({ id });
    const fetchMock = showing(draft, {
      [`PUT /v1/invoice/${id}`]: ({ body }) => [
        200,
        envelope({ ...draft, ...(body as object) }, 'Invoice updated'),
      ],
    });
    const { router } = renderApp(`/invoice/${id}/edit-invoice`);
    const quantity = await screen.findByLabelText('Item 1 quantity');
    expect(screen.getByLabelText('Buyer name')).toHaveValue('Chidi Okeke');
    expect(screen.getByTestId('form-total')).toHaveTextContent('₦1,500.00');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '5');
    expect(screen.getByTestId('form-total')).toHaveTextContent('₦3,750.00');
    await userEvent.click(screen.getByRole('button', { name: 'Issue invoice' }));

    expect(await screen.findByText('Invoice updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoice/${id}`));
    expect(sentBodies(fetchMock, `PUT /v1/invoice/${id}`)).toEqual([
      expect.objectContaining({
        status: 'ISSUED',
        products: [{ name: 'Tailoring', quantity: 5, price: 750 }],
      }),
    ]);
    expect(screen.queryByText('Only a DRAFT invoice can be edited')).not.toBeInTheDocument();
  });
});
