import type { WalletTransaction } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { formatDateTime } from '@/lib/dates';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const tx = (overrides: Partial<WalletTransaction>): WalletTransaction => ({
  id: '0190a000-0000-7000-8000-000000000001',
  transactionId: '0190a000-0000-7000-8000-0000000000a1',
  reference: 'ref-1',
  type: 'topup',
  action: 'credit',
  currency: 'NGN',
  amount: 50000,
  paymentStatus: 'success',
  description: 'Wallet top-up via paystack',
  order: null,
  createdAt: '2026-03-05T14:30:00.000Z',
  ...overrides,
});

const withdrawal = tx({
  id: '0190a000-0000-7000-8000-000000000002',
  type: 'withdrawal',
  action: 'debit',
  amount: 20000,
  paymentStatus: 'pending',
  description: 'Withdrawal to Guaranty Trust Bank',
});
const euros = tx({
  id: '0190a000-0000-7000-8000-000000000003',
  currency: 'EUR',
  amount: 12.5,
  type: 'exchange',
});

beforeAll(async () => {
  await Promise.all([import('./transactions'), import('../layout')]);
}, 60_000);

describe('/wallet/transactions', () => {
  it('lists movements with row number, date, description, action, amount and status; filters go to the API', async () => {
    const queries: URLSearchParams[] = [];
    mockFetch({
      'GET /v1/users/profile': () => [200, envelope(testUser())],
      'GET /v1/wallet/transactions': (request) => {
        queries.push(request.query);
        return [
          200,
          envelope({
            results: [withdrawal, tx({}), euros],
            page: 2,
            limit: 10,
            totalPages: 2,
            totalResults: 13,
          }),
        ];
      },
    });
    renderApp('/wallet/transactions?page=2');
    const table = await screen.findByRole('table', { name: 'All transactions' });
    await within(table).findByText('Withdrawal to Guaranty Trust Bank');
    const [debit, credit, eur] = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => within(row));
    expect(debit!.getByText('11')).toBeInTheDocument();
    expect(debit!.getByText(formatDateTime(withdrawal.createdAt))).toBeInTheDocument();
    expect(formatDateTime(withdrawal.createdAt)).toMatch(/^\d{2} Mar 2026 \d{2}:\d{2}$/);
    expect(debit!.getByText('Debit')).toBeInTheDocument();
    expect(debit!.getByText('-₦20,000.00')).toBeInTheDocument();
    expect(debit!.getByText('Pending')).toBeInTheDocument();
    expect(credit!.getByText('+₦50,000.00')).toBeInTheDocument();
    expect(credit!.getByText('Success')).toBeInTheDocument();
    expect(eur!.getByText('+€12.50')).toBeInTheDocument();
    expect(queries[0]!.get('page')).toBe('2');
    expect(screen.getByTestId('header-title')).toHaveTextContent('All Transactions');

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'pending');
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'debit');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() => {
      const last = queries.at(-1)!;
      expect(Object.fromEntries(last)).toMatchObject({
        paymentStatus: 'pending',
        action: 'debit',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
      });
      // A new filter starts again from page 1.
      expect(last.get('page')).toBe('1');
    });
  });
});
