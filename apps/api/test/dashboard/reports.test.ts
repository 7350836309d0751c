import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '@oja/contracts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { customers } from '../../src/db/schema/index.ts';
import {
  as,
  createDashboardApp,
  dataOf,
  insertInvoice,
  insertOrder,
  insertProduct,
  insertWalletMovement,
} from './helpers.ts';

/**
 * The aggregates on a small known dataset. The range is 1–10 March 2025; the previous period is
 * 19–28 February. Every figure is checked twice: read from the orders alone (before any roll-up), then
 * after the roll-up job ran (whole past days from the roll-ups) — both must give the same answers.
 */
describe('dashboard: reports, customers, daily, monthly, recent customers', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let other: TestMerchant;
  const R = 'from=2025-03-01&to=2025-03-10';

  beforeAll(async () => {
    t = await createDashboardApp();
    [ada, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
    const gown = await insertProduct(t, ada.id, 'Ankara gown', 1_000_000);
    const bag = await insertProduct(t, ada.id, 'Leather bag', 2_500_000);
    const shea = await insertProduct(t, ada.id, 'Shea butter', 200_000);
    const line = (p: typeof gown, quantity: number) => ({
      productId: p.id,
      name: p.name,
      price: p.priceMinor,
      quantity,
    });
    const seed = (o: Parameters<typeof insertOrder>[2]) => insertOrder(t, ada.id, o);

    // Before the previous period.
    await seed({
      email: 'chi@example.com',
      at: '2025-01-15T10:00:00+01:00',
      status: 'delivered',
      items: [line(shea, 1)],
    }); // 3,500
    // Previous period: 19–28 February.
    await seed({
      email: 'eze@example.com',
      at: '2025-02-20T10:00:00+01:00',
      status: 'delivered',
      items: [line(gown, 3)],
    }); // 31,500
    await seed({
      type: 'SERVICE',
      status: 'DELIVERED',
      email: 'bola@example.com',
      at: '2025-02-28T23:00:00+01:00',
      amount: 1_000_000,
    });
    // The range: 1–10 March.
    await seed({
      email: 'ada@example.com',
      name: 'Ada Obi',
      at: '2025-03-01T09:00:00+01:00',
      items: [line(gown, 2)],
    }); // 21,500
    await seed({
      email: 'bola@example.com',
      at: '2025-03-01T15:00:00+01:00',
      status: 'delivered',
      items: [line(shea, 5)],
    }); // 11,500
    await seed({
      email: 'fola@example.com',
      at: '2025-03-02T12:00:00+01:00',
      currency: 'USD',
      items: [{ ...line(bag, 1), price: 5_000 }],
      amount: 1_000,
    });
    await seed({
      type: 'SERVICE',
      status: 'PAID',
      email: 'chi@example.com',
      at: '2025-03-03T10:00:00+01:00',
      amount: 3_000_000,
    });
    await seed({
      email: 'ada@example.com',
      name: 'Ada Obi',
      at: '2025-03-05T23:59:59+01:00',
      status: 'shipped',
      items: [line(bag, 1), line(shea, 1)],
      amount: 300_000,
    }); // 30,000
    await seed({
      type: 'SERVICE',
      status: 'NOT_PAID',
      email: 'dayo@example.com',
      at: '2025-03-06T00:00:00+01:00',
      amount: 5_000_000,
    });
    // Not sales (an order counts once paid): awaiting payment, expired unpaid, refunded after payment.
    for (const [paymentStatus, status] of [
      ['awaiting_payment', 'processing'],
      ['expired', 'cancelled'],
      ['refunded', 'cancelled'],
    ] as const) {
      await seed({
        email: `${paymentStatus}@example.com`,
        at: '2025-03-04T12:00:00+01:00',
        status,
        paymentStatus,
        items: [line(bag, 3)],
      });
    }
    await seed({
      email: 'eze@example.com',
      name: 'Eze Nwosu',
      phone: '+2348035550000',
      at: '2025-03-10T12:00:00+01:00',
      status: 'awaiting_pickup',
      items: [line(gown, 1)],
    }); // 11,500
    // Just after the range.
    await seed({
      email: 'ada@example.com',
      name: 'Ada N. Obi',
      phone: '+2348031234567',
      at: '2025-03-11T00:00:00+01:00',
      items: [line(bag, 4)],
    }); // 101,500
    await t.db
      .insert(customers)
      .values({ merchantId: ada.id, name: 'Ada Obi', email: 'ada@example.com', phone: '+2348031234567' });

    await insertInvoice(t, ada.id, {
      status: 'ISSUED',
      billingDate: '2025-03-02',
      total: 500_000,
      paidAt: '2025-03-04T10:00:00Z',
    });
    await insertInvoice(t, ada.id, { status: 'ISSUED', billingDate: '2025-03-09', total: 1_200_000 });
    await insertInvoice(t, ada.id, { status: 'DRAFT', billingDate: '2025-03-05', total: 9_900_000 });
    await insertInvoice(t, ada.id, {
      status: 'ISSUED',
      billingDate: '2025-02-25',
      total: 800_000,
      paidAt: '2025-03-01T08:00:00Z',
    });
    await insertWalletMovement(t, ada.id, 1_000_000, '2025-03-02T10:00:00Z');
    await insertWalletMovement(t, ada.id, -400_000, '2025-03-04T10:00:00Z');
    await insertWalletMovement(t, ada.id, 300_000, '2025-02-21T10:00:00Z');
    await insertWalletMovement(t, ada.id, 700_000, '2025-03-11T00:00:00+01:00');

    // Another merchant's orders on the same days never show.
    await insertOrder(t, other.id, {
      email: 'ada@example.com',
      at: '2025-03-01T10:00:00+01:00',
      items: [line(gown, 9)],
    });
    // As if written when placed, so that the job's later runs see only what changes after them.
    await t.pool.query('UPDATE orders SET updated_at = created_at');
  });
  afterAll(() => t.close());

  async function expectTheFigures() {
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
    expect(long.topProducts.byUnits.map((p) => p.name)).toEqual([
      'Ankara gown',
      'Shea butter',
      'Leather bag',
    ]);
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

  it('answers from the orders alone before the first roll-up', async () => {
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM dashboard_rollup_state');
    expect(rows[0].n).toBe(0);
    await expectTheFigures();
  });

  it('answers the same from the roll-ups, and catches up with a status change', async () => {
    const run = await t.app.dashboardRollups.runOnce();
    expect(run).toMatchObject({ completeBefore: businessDay() });
    expect(run!.days).toBeGreaterThanOrEqual(10);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM order_daily_rollups');
    expect(rows[0].n).toBeGreaterThan(0);
    await expectTheFigures();

    // The paid service order of 3 March turns out unpaid: it leaves every figure once the job has run.
    await t.pool.query(
      `UPDATE orders SET status = 'NOT_PAID', payment_status = 'awaiting_payment', updated_at = now() WHERE merchant_id = $1 AND email = 'chi@example.com' AND type = 'SERVICE'`,
      [ada.id],
    );
    const second = await t.app.dashboardRollups.runOnce();
    expect(second!.days).toBe(1);
    const reports = dataOf<{ current: { sales: number; orders: number; service: unknown } }>(
      await as(t, ada).get(`/v1/dashboard/reports?${R}`),
    );
    expect(reports.current).toMatchObject({ sales: 74_500, orders: 4, service: { sales: 0, orders: 0 } });
    const buyers = dataOf(await as(t, ada).get(`/v1/dashboard/customers?${R}`));
    expect(buyers).toMatchObject({ current: { customers: 3, newCustomers: 1, returningCustomers: 2 } });
    const longBuyers = dataOf<{ current: unknown }>(
      await as(t, ada).get('/v1/dashboard/customers?from=2025-01-20&to=2025-03-31'),
    );
    expect(longBuyers.current).toEqual({ customers: 3, newCustomers: 3, returningCustomers: 0 });
    // Changes stay in view for ROLLUP_OVERLAP_MS after a run (late commits), so that day is read once more.
    const third = await t.app.dashboardRollups.runOnce();
    expect(third!.days).toBe(1);
  });

  it('checks the range', async () => {
    const bad = async (query: string, message: string) => {
      const res = await as(t, ada).get(`/v1/dashboard/daily?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message).toBe(message);
    };
    await bad('from=2025-03-10&to=2025-03-01', 'The start date must be on or before the end date');
    await bad('from=2024-01-01&to=2025-03-01', 'The range can span at most 366 days');
    await bad('from=03/01/2025', 'Use the YYYY-MM-DD date format');
    await bad('from=2999-01-01', 'The start date must be on or before the end date');
    expect((await as(t, ada).get('/v1/dashboard/reports?currency=XYZ')).statusCode).toBe(400);
    expect((await as(t, ada).get('/v1/dashboard/recent-customers?limit=51')).statusCode).toBe(400);
  });

  it('defaults to the last 30 days and, for months, to the last 12', async () => {
    const today = businessDay();
    const daily = dataOf<{ range: { from: string; to: string; days: number }; days: unknown[] }>(
      await as(t, ada).get('/v1/dashboard/daily'),
    );
    expect(daily.range).toMatchObject({ to: today, days: 30 });
    expect(daily.days).toHaveLength(30);
    const monthly = dataOf<{ months: { month: string }[] }>(await as(t, ada).get('/v1/dashboard/monthly'));
    expect(monthly.months).toHaveLength(12);
    expect(monthly.months.at(-1)!.month).toBe(today.slice(0, 7));
  });
});
