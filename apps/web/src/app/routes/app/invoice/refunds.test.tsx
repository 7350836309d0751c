import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { testInvoice } from '@/features/invoices/testing/invoice-fixtures';
import { envelope, failure, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const paid = testInvoice({
  id: '0190a000-0000-7000-8000-0000000000c1',
  invoiceNumber: 'INV-0021',
  status: 'ISSUED',
  paymentStatus: 'PAID',
  amountPaid: 1500,
  amountLeft: 0,
  amountRefunded: 500,
});
const refunds = {
  currency: 'NGN',
  paid: 1500,
  refunded: 500,
  refundable: 1000,
  refunds: [
    {
      id: 'r1',
      amount: 500,
      destination: 'store_credit',
      reason: 'One sleeve was torn',
      createdAt: '2025-03-06T09:00:00.000Z',
    },
  ],
};
const due = testInvoice({
  id: '0190a000-0000-7000-8000-0000000000c2',
  invoiceNumber: 'INV-0022',
  status: 'ISSUED',
  paymentStatus: 'PENDING_PAYMENT',
});

beforeAll(async () => {
  await Promise.all([import('./detail'), import('../layout')]);
}, 60_000);

describe('refunds and store credit on an invoice', () => {
  it('shows what was refunded, and refunds to store credit after a confirmation', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      [`GET /v1/invoice/${paid.id}`]: () => [200, envelope(paid)],
      [`GET /v1/invoice/${paid.id}/refunds`]: () => [200, envelope(refunds)],
      [`POST /v1/invoice/${paid.id}/refunds`]: () => [422, failure(422, 'Your wallet balance is lower')],
    });
    renderApp(`/invoice/${paid.id}`);
    const card = await screen.findByRole('region', { name: 'Refunds' });
    expect(await within(card).findByText('₦500.00 to store credit')).toBeInTheDocument();
    expect(screen.getByText('Partly refunded')).toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Refund' }));
    const form = screen.getByRole('dialog', { name: 'Refund invoice INV-0021' });
    expect(form).toHaveTextContent('Up to ₦1,000.00 is left to refund.');
    await userEvent.type(within(form).getByLabelText('Reason'), 'Cancelled');
    await userEvent.type(within(form).getByLabelText('Amount to refund'), '400');
    await userEvent.click(within(form).getByRole('radio', { name: /Store credit/ }));
    await userEvent.click(within(form).getByRole('button', { name: 'Review refund' }));
    const confirm = await screen.findByRole('dialog', { name: 'Refund ₦400.00?' });
    expect(sentBodies(fetchMock, `POST /v1/invoice/${paid.id}/refunds`)).toEqual([]);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Refund ₦400.00' }));
    expect(await screen.findByText('Your wallet balance is lower')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/invoice/${paid.id}/refunds`)).toEqual([
      { amount: 400, reason: 'Cancelled', destination: 'store_credit', restock: false },
    ]);
  });

  it('offers the buyer’s store credit on an invoice still due, and applies it once confirmed', async () => {
    const fetchMock = mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      [`GET /v1/invoice/${due.id}`]: () => [200, envelope(due)],
      'GET /v1/store-credit': () => [
        200,
        envelope({ credits: [{ email: due.email, currency: 'NGN', balance: 2000 }] }),
      ],
      [`POST /v1/invoice/${due.id}/store-credit`]: () => [
        200,
        envelope({ ...due, paymentStatus: 'PAID', amountPaid: 1500, amountLeft: 0 }),
      ],
    });
    renderApp(`/invoice/${due.id}`);
    expect(await screen.findByText('Store credit available: ₦2,000.00')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply ₦1,500.00' }));
    const confirm = screen.getByRole('dialog', { name: 'Apply ₦1,500.00 of store credit?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Apply ₦1,500.00' }));
    expect(await screen.findByText('Store credit applied')).toBeInTheDocument();
    expect(sentBodies(fetchMock, `POST /v1/invoice/${due.id}/store-credit`)).toEqual([{ amount: 1500 }]);
  });
});
