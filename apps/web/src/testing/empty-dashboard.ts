import type { MockHandler } from './mock-fetch';

/**
 * The reads /dashboard makes (docs/product/dashboard.md: reports, charts, recent customers, tasks, today's bookings),
 * answered as an empty merchant when a test gives no handler of its own.
 */
const wrap = (data: unknown) => ({ code: 200, status: 'Success', message: '', data });
const range = { from: '2026-01-01', to: '2026-01-30', days: 30 };
const zero = {
  sales: 0,
  orders: 0,
  averageOrderValue: 0,
  unitsSold: 0,
  product: { sales: 0, orders: 0 },
  service: { sales: 0, orders: 0 },
  invoices: { issued: { count: 0, amount: 0 }, paid: { count: 0, amount: 0 } },
  wallet: { inflow: 0, outflow: 0, net: 0 },
  vat: { collected: 0 },
};
const page = { results: [], page: 1, limit: 10, totalPages: 0, totalResults: 0 };
/** The reports' `change` object: each figure's change against the previous range set to `value`. */
export const reportChange = (value: number | null) =>
  Object.fromEntries(
    [
      'sales',
      'orders',
      'averageOrderValue',
      'unitsSold',
      'productSales',
      'serviceSales',
      'invoicesIssued',
      'invoicesPaid',
      'walletInflow',
      'walletOutflow',
      'vatCollected',
    ].map((k) => [k, value]),
  );
const noChange = reportChange(null);
const customers = { customers: 0, newCustomers: 0, returningCustomers: 0 };

export const emptyDashboardHandlers: Array<[RegExp, MockHandler]> = [
  [
    /^GET \/v1\/dashboard\/reports$/,
    () => [
      200,
      wrap({
        currency: 'NGN',
        range,
        previousRange: range,
        current: zero,
        previous: zero,
        change: noChange,
        topProducts: { byRevenue: [], byUnits: [] },
      }),
    ],
  ],
  [
    /^GET \/v1\/dashboard\/customers$/,
    () => [
      200,
      wrap({
        currency: 'NGN',
        range,
        previousRange: range,
        current: customers,
        previous: customers,
        change: { customers: null, newCustomers: null, returningCustomers: null },
      }),
    ],
  ],
  [/^GET \/v1\/dashboard\/daily$/, () => [200, wrap({ currency: 'NGN', range, days: [] })]],
  [/^GET \/v1\/dashboard\/monthly$/, () => [200, wrap({ currency: 'NGN', range, months: [] })]],
  [/^GET \/v1\/dashboard\/recent-customers$/, () => [200, wrap({ currency: 'NGN', results: [] })]],
  [/^GET \/v1\/order\/channels$/, () => [200, wrap({ channels: [] })]],
  [/^GET \/v1\/dashboard\/task$/, () => [200, wrap(page)]],
  [/^GET \/v1\/bookings\/seller$/, () => [200, wrap(page)]],
];
