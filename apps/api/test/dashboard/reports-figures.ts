import { expect } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { as, dataOf } from './helpers.ts';

/** The range of the reports dataset (reports-dataset.ts). */
export const R = 'from=2025-03-01&to=2025-03-10';

/** Every figure of the reports dataset, as each dashboard endpoint must answer it. */
export async function expectTheFigures(t: TestApp, ada: TestMerchant, other: TestMerchant) {
  const reports = dataOf(await as(t, ada).get(`/v1/dashboard/reports?${R}`));
  expect(reports).toEqual({
    currency: 'NGN',
    range: { from: '2025-03-01', to: '2025-03-10', days: 10 },
    previousRange: { from: '2025-02-19', to: '2025-02-28', days: 10 },
    current: {
      sales: 104_500,
      orders: 5,
      averageOrderValue: 20_900,
      unitsSold: 10,
      product: { sales: 74_500, orders: 4 },
      service: { sales: 30_000, orders: 1 },
      invoices: { issued: { count: 2, amount: 17_000 }, paid: { count: 2, amount: 13_000 } },
      wallet: { inflow: 10_000, outflow: 4_000, net: 6_000 },
      vat: { collected: 0 },
    },
    previous: {
      sales: 41_500,
      orders: 2,
      averageOrderValue: 20_750,
      unitsSold: 3,
      product: { sales: 31_500, orders: 1 },
      service: { sales: 10_000, orders: 1 },
      invoices: { issued: { count: 1, amount: 8_000 }, paid: { count: 0, amount: 0 } },
      wallet: { inflow: 3_000, outflow: 0, net: 3_000 },
      vat: { collected: 0 },
    },
    change: {
      sales: 151.8,
      orders: 150,
      averageOrderValue: 0.7,
      unitsSold: 233.3,
      productSales: 136.5,
      serviceSales: 200,
      invoicesIssued: 112.5,
      invoicesPaid: null,
      walletInflow: 233.3,
      walletOutflow: null,
      vatCollected: null,
    },
    topProducts: {
      byRevenue: [
        { productId: expect.any(String), name: 'Ankara gown', units: 3, revenue: 30_000 },
        { productId: expect.any(String), name: 'Leather bag', units: 1, revenue: 25_000 },
        { productId: expect.any(String), name: 'Shea butter', units: 6, revenue: 12_000 },
      ],
      byUnits: [
        { productId: expect.any(String), name: 'Shea butter', units: 6, revenue: 12_000 },
        { productId: expect.any(String), name: 'Ankara gown', units: 3, revenue: 30_000 },
        { productId: expect.any(String), name: 'Leather bag', units: 1, revenue: 25_000 },
      ],
    },
  });

  const usd = dataOf<{ current: { sales: number; orders: number } }>(
    await as(t, ada).get(`/v1/dashboard/reports?${R}&currency=usd`),
  );
  expect(usd.current).toMatchObject({ sales: 60, orders: 1 });

  const buyers = dataOf(await as(t, ada).get(`/v1/dashboard/customers?${R}`));
  expect(buyers).toMatchObject({
    current: { customers: 4, newCustomers: 1, returningCustomers: 3 },
    previous: { customers: 2, newCustomers: 2, returningCustomers: 0 },
    change: { customers: 100, newCustomers: -50, returningCustomers: null },
  });

  const daily = dataOf<{ days: { date: string; sales: number; orders: number }[] }>(
    await as(t, ada).get(`/v1/dashboard/daily?${R}`),
  );
  expect(daily.days).toEqual([
    { date: '2025-03-01', sales: 33_000, orders: 2 },
    { date: '2025-03-02', sales: 0, orders: 0 },
    { date: '2025-03-03', sales: 30_000, orders: 1 },
    { date: '2025-03-04', sales: 0, orders: 0 },
    { date: '2025-03-05', sales: 30_000, orders: 1 },
    { date: '2025-03-06', sales: 0, orders: 0 },
    { date: '2025-03-07', sales: 0, orders: 0 },
    { date: '2025-03-08', sales: 0, orders: 0 },
    { date: '2025-03-09', sales: 0, orders: 0 },
    { date: '2025-03-10', sales: 11_500, orders: 1 },
  ]);

  const monthly = dataOf<{ months: unknown[] }>(
    await as(t, ada).get('/v1/dashboard/monthly?from=2024-12-15&to=2025-04-02'),
  );
  expect(monthly.months).toEqual([
    { month: '2024-12', sales: 0, orders: 0 },
    { month: '2025-01', sales: 3_500, orders: 1 },
    { month: '2025-02', sales: 41_500, orders: 2 },
    { month: '2025-03', sales: 206_000, orders: 6 },
    { month: '2025-04', sales: 0, orders: 0 },
  ]);

  const recent = dataOf<{ results: unknown[] }>(await as(t, ada).get('/v1/dashboard/recent-customers'));
  expect(recent.results).toEqual([
    {
      id: expect.any(String),
      name: 'Ada N. Obi',
      email: 'ada@example.com',
      phone: '+2348031234567',
      lastOrderDate: '2025-03-10T23:00:00.000Z',
      ordersCount: 3,
      totalSpent: 153_000,
    },
    {
      id: null,
      name: 'Eze Nwosu',
      email: 'eze@example.com',
      phone: '+2348035550000',
      lastOrderDate: '2025-03-10T11:00:00.000Z',
      ordersCount: 2,
      totalSpent: 43_000,
    },
    {
      id: null,
      name: 'Buyer',
      email: 'chi@example.com',
      phone: '+2348030000000',
      lastOrderDate: '2025-03-03T09:00:00.000Z',
      ordersCount: 2,
      totalSpent: 33_500,
    },
    {
      id: null,
      name: 'Buyer',
      email: 'bola@example.com',
      phone: '+2348030000000',
      lastOrderDate: '2025-03-01T14:00:00.000Z',
      ordersCount: 2,
      totalSpent: 21_500,
    },
  ]);
  const two = dataOf<{ results: { email: string }[] }>(
    await as(t, ada).get('/v1/dashboard/recent-customers?limit=2'),
  );
  expect(two.results.map((c) => c.email)).toEqual(['ada@example.com', 'eze@example.com']);

  // 20 January – 31 March: February and March are whole months (read from the monthly roll-ups).
  const long = dataOf<{
    topProducts: {
      byRevenue: { name: string; units: number; revenue: number }[];
      byUnits: { name: string }[];
    };
  }>(await as(t, ada).get('/v1/dashboard/reports?from=2025-01-20&to=2025-03-31'));
  expect(long.topProducts.byRevenue.map(({ name, units, revenue }) => [name, units, revenue])).toEqual([
    ['Leather bag', 5, 125_000],
    ['Ankara gown', 6, 60_000],
    ['Shea butter', 6, 12_000],
  ]);
  expect(long.topProducts.byUnits.map((p) => p.name)).toEqual(['Ankara gown', 'Shea butter', 'Leather bag']);
  // chi ordered on 15 January, before the range but in its first month: returning on 3 March.
  const longBuyers = dataOf<{ current: unknown }>(
    await as(t, ada).get('/v1/dashboard/customers?from=2025-01-20&to=2025-03-31'),
  );
  expect(longBuyers.current).toEqual({ customers: 4, newCustomers: 3, returningCustomers: 1 });
  const wholeMonths = dataOf<{ current: unknown }>(
    await as(t, ada).get('/v1/dashboard/customers?from=2025-02-01&to=2025-03-31'),
  );
  expect(wholeMonths.current).toEqual({ customers: 4, newCustomers: 3, returningCustomers: 1 });

  const theirs = dataOf<{ current: { sales: number; orders: number } }>(
    await as(t, other).get(`/v1/dashboard/reports?${R}`),
  );
  expect(theirs.current).toMatchObject({ sales: 91_500, orders: 1 });
}
