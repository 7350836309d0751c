import type { WalletOverview, WalletSettlement, WalletTransaction } from '@oja/contracts';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const overview: WalletOverview = {
  defaultCurrency: 'NGN',
  wallets: [{ currency: 'NGN', balance: 25000, escrowBalance: 26500, createdAt: '2026-01-05T10:00:00.000Z' }],
  bankAccount: null,
  hasPin: false,
  pinLocked: false,
  pinLockedUntil: null,
};

const settlement = (overrides: Partial<WalletSettlement>): WalletSettlement => ({
  orderId: '0190a000-0000-7000-8000-0000000ab12c',
  orderReference: 'OJ-H259FUGFML',
  orderType: 'PRODUCT',
  status: 'in_escrow',
  amount: 26500,
  currency: 'NGN',
  paidAt: '2026-03-05T14:32:00.000Z',
  releaseAt: null,
  settledAt: null,
  ...overrides,
});
const booking = settlement({
  orderId: '0190a000-0000-7000-8000-0000000fe9d8',
  orderReference: 'OJ-SERVICE234',
  orderType: 'SERVICE',
  status: 'released',
  amount: 25000,
  settledAt: '2026-03-06T10:00:00.000Z',
});
const release: WalletTransaction = {
  id: '0190a000-0000-7000-8000-000000000009',
  transactionId: '0190a000-0000-7000-8000-0000000000a9',
  reference: 'ord_1',
  type: 'escrow_release',
  action: 'credit',
  currency: 'NGN',
  amount: 25000,
  paymentStatus: 'success',
  description: 'Escrow released for order OJ-SERVICE234',
  order: { id: booking.orderId, reference: booking.orderReference, type: 'SERVICE' },
  createdAt: '2026-03-06T10:00:00.000Z',
};
const page = <T,>(results: T[]) => ({
  results,
  page: 1,
  limit: 5,
  totalPages: 1,
  totalResults: results.length,
});

beforeAll(async () => {
  await Promise.all([import('./wallet'), import('../layout')]);
}, 60_000);

describe('/wallet: where the money of each sale is', () => {
  it('shows available and pending (in escrow), and links each settlement and credit to its order', async () => {
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/wallet': () => [200, envelope(overview)],
      'GET /v1/wallet/transactions': () => [200, envelope(page([release]))],
      'GET /v1/wallet/settlements': () => [200, envelope(page([settlement({}), booking]))],
    });
    renderApp('/wallet');
    expect(await screen.findByTestId('balance-NGN')).toHaveTextContent('₦25,000.00');
    expect(screen.getByTestId('pending-NGN')).toHaveTextContent('₦26,500.00');

    const settlements = await screen.findByRole('table', { name: 'Sales settlements' });
    const rows = within(settlements).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('In escrow')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('On delivery')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: /#ORD-ab12c/ })).toHaveAttribute(
      'href',
      '/products/order/0190a000-0000-7000-8000-0000000ab12c',
    );
    expect(within(rows[1]!).getByText('Released')).toBeInTheDocument();
    expect(within(rows[1]!).getByRole('link', { name: /#ORD-fe9d8/ })).toHaveAttribute(
      'href',
      '/services?tab=orders&order=0190a000-0000-7000-8000-0000000fe9d8',
    );

    const recent = await screen.findByRole('table', { name: 'Recent transactions' });
    expect(await within(recent).findByRole('link', { name: /OJ-SERVICE234/ })).toHaveAttribute(
      'href',
      '/services?tab=orders&order=0190a000-0000-7000-8000-0000000fe9d8',
    );
  });
});
