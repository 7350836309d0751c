import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { envelope, mockFetch, sentBodies } from '@/testing/mock-fetch';
import { renderApp } from '@/app/testing/render-app';
import { testUser } from '@/testing/test-user';

const figures = (sales: number, orders: number) => ({
  sales,
  orders,
  averageOrderValue: orders ? sales / orders : 0,
  unitsSold: orders * 2,
  product: { sales, orders },
  service: { sales: 0, orders: 0 },
  invoices: { issued: { count: 0, amount: 0 }, paid: { count: 0, amount: 0 } },
  wallet: { inflow: 0, outflow: 0, net: 0 },
  vat: { collected: 0 },
});
const nulls = {
  sales: null,
  orders: null,
  averageOrderValue: null,
  unitsSold: null,
  productSales: null,
  serviceSales: null,
  invoicesIssued: null,
  invoicesPaid: null,
  walletInflow: null,
  walletOutflow: null,
  vatCollected: null,
};
const range = (from: string, to: string) => ({ from, to, days: 1 });

const handlers = (tasks: Array<{ id: string; title: string; status: string }>) => ({
  'GET /v1/users/profile': () =>
    [200, envelope(testUser({ stage: 3, stageVerificationStatus: 'verified' }))] as [number, unknown],
  'GET /v1/dashboard/reports': ({ query }: { query: URLSearchParams }) => {
    const wide = query.get('from') === '2025-01-01';
    return [
      200,
      envelope({
        currency: 'NGN',
        range: range(query.get('from')!, query.get('to')!),
        previousRange: range('2024-12-01', '2024-12-31'),
        current: wide ? figures(9000, 2) : figures(0, 0),
        previous: figures(4500, 1),
        change: { ...nulls, sales: wide ? 100 : -100, orders: wide ? 100 : -100 },
        topProducts: { byRevenue: [], byUnits: [] },
      }),
    ] as [number, unknown];
  },
  'GET /v1/dashboard/customers': ({ query }: { query: URLSearchParams }) =>
    [
      200,
      envelope({
        currency: 'NGN',
        range: range(query.get('from')!, query.get('to')!),
        previousRange: range('2024-12-01', '2024-12-31'),
        current: { customers: 2, newCustomers: 1, returningCustomers: 1 },
        previous: { customers: 0, newCustomers: 0, returningCustomers: 0 },
        change: { customers: null, newCustomers: null, returningCustomers: null },
      }),
    ] as [number, unknown],
  'GET /v1/dashboard/daily': () =>
    [200, envelope({ currency: 'NGN', range: range('2025-01-01', '2025-01-02'), days: [] })] as [
      number,
      unknown,
    ],
  'GET /v1/dashboard/monthly': () =>
    [200, envelope({ currency: 'NGN', range: range('2025-01-01', '2025-01-31'), months: [] })] as [
      number,
      unknown,
    ],
  'GET /v1/dashboard/recent-customers': () =>
    [
      200,
      envelope({
        currency: 'NGN',
        results: [
          {
            id: null,
            name: 'Kemi Adeyemi',
            email: 'kemi@buyer.test',
            phone: '',
            lastOrderDate: '2025-01-02T10:00:00Z',
            ordersCount: 2,
            totalSpent: 9000,
          },
        ],
      }),
    ] as [number, unknown],
  'GET /v1/dashboard/task': () =>
    [200, envelope({ results: tasks, page: 1, limit: 10, totalPages: 1, totalResults: tasks.length })] as [
      number,
      unknown,
    ],
  'POST /v1/dashboard/task': ({ body }: { body: unknown }) => {
    tasks.push({ id: `t${tasks.length + 1}`, title: (body as { title: string }).title, status: 'todo' });
    return [201, envelope(tasks.at(-1))] as [number, unknown];
  },
  'PUT /v1/dashboard/task/t1': ({ body }: { body: unknown }) => {
    tasks[0]!.status = (body as { status: string }).status;
    return [200, envelope(tasks[0])] as [number, unknown];
  },
  'GET /v1/bookings/seller': () =>
    [
      200,
      envelope({
        results: [
          {
            id: 'b1',
            name: 'Style consultation',
            startHour: '10:00',
            endHour: '11:00',
            buyerName: 'Kemi',
            meetingLink: 'https://oja.test/meet/abc',
          },
        ],
        page: 1,
        limit: 20,
        totalPages: 1,
        totalResults: 1,
      }),
    ] as [number, unknown],
});

describe('/dashboard overview', () => {
  it('shows the figures of the URL range, follows a shortcut, lists customers, bookings and tasks', async () => {
    const fetchMock = mockFetch(handlers([]));
    renderApp('/dashboard?from=2025-01-01&to=2025-01-31');
    await waitFor(() => expect(screen.getByTestId('figure-Orders')).toHaveTextContent('2'));
    expect(screen.getByTestId('figure-Total sales')).toHaveTextContent('9,000.00');
    expect(screen.getAllByText('+100% vs previous period')).toHaveLength(2);
    expect(screen.getByText('1 new · 1 returning')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: /Kemi Adeyemi/ })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Join meeting' })).toHaveAttribute(
      'href',
      'https://oja.test/meet/abc',
    );
    expect(screen.getByRole('combobox', { name: 'Report period' })).toHaveValue('2025-01-01 ~ 2025-01-31');

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Report period' }));
    await user.click(
      within(screen.getByRole('list', { name: 'Shortcuts' })).getByRole('button', { name: 'Today' }),
    );
    await waitFor(() => expect(screen.getByTestId('figure-Orders')).toHaveTextContent('0'));
    const calls = fetchMock.mock.calls
      .map(([input]) => String(input))
      .filter((u) => u.includes('/v1/dashboard/reports'));
    expect(calls.at(-1)).not.toContain('from=2025-01-01');

    await user.click(screen.getByRole('button', { name: 'Add task' }));
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'New task' }), 'Restock tote bags');
    await user.click(screen.getByRole('button', { name: 'Add task' }));
    await user.click(await screen.findByRole('button', { name: 'Complete Restock tote bags' }));
    expect(await screen.findByRole('button', { name: 'Reopen Restock tote bags' })).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/dashboard/task')).toEqual([{ title: 'Restock tote bags' }]);
    expect(sentBodies(fetchMock, 'PUT /v1/dashboard/task/t1')).toEqual([{ status: 'done' }]);
  });
});
