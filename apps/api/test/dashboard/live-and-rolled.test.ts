import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthSpans, splitRange, utcDay } from '../../src/modules/dashboard/report-range.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createDashboardApp, dataOf, insertOrder, insertProduct } from './helpers.ts';

describe('splitRange: whole past days from the roll-ups, the rest from the orders', () => {
  it('splits at the first day not rolled up', () => {
    const range = { from: '2026-03-01', to: '2026-03-10' };
    expect(splitRange(range, null)).toEqual({
      rolled: null,
      live: { from: new Date('2026-03-01T00:00:00+01:00'), to: new Date('2026-03-11T00:00:00+01:00') },
      liveHistoryFrom: null,
    });
    expect(splitRange(range, '2026-03-08')).toEqual({
      rolled: { from: '2026-03-01', to: '2026-03-07' },
      live: { from: new Date('2026-03-08T00:00:00+01:00'), to: new Date('2026-03-11T00:00:00+01:00') },
      liveHistoryFrom: new Date('2026-03-08T00:00:00+01:00'),
    });
    expect(splitRange(range, '2026-03-11')).toMatchObject({
      rolled: { from: '2026-03-01', to: '2026-03-10' },
      live: null,
    });
    expect(splitRange(range, '2026-04-01')).toMatchObject({
      rolled: { from: '2026-03-01', to: '2026-03-10' },
      live: null,
    });
    expect(splitRange(range, '2026-03-01')).toMatchObject({
      rolled: null,
      live: { from: new Date('2026-03-01T00:00:00+01:00') },
    });
    expect(splitRange(range, '2026-02-01')).toMatchObject({
      rolled: null,
      live: { from: new Date('2026-03-01T00:00:00+01:00') },
      liveHistoryFrom: new Date('2026-02-01T00:00:00+01:00'),
    });
  });
});

describe('monthSpans: whole months from the monthly roll-ups, the days around them from the daily ones', () => {
  it('finds the whole months inside a range', () => {
    expect(monthSpans({ from: '2026-01-20', to: '2026-04-10' })).toEqual({
      months: { from: '2026-02-01', to: '2026-04-01' },
      days: [
        { from: '2026-01-20', to: '2026-01-31' },
        { from: '2026-04-01', to: '2026-04-10' },
      ],
    });
    expect(monthSpans({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      months: { from: '2026-02-01', to: '2026-03-01' },
      days: [],
    });
    expect(monthSpans({ from: '2024-02-01', to: '2024-02-28' })).toEqual({
      months: null,
      days: [{ from: '2024-02-01', to: '2024-02-28' }],
    });
    expect(monthSpans({ from: '2026-03-05', to: '2026-03-25' })).toEqual({
      months: null,
      days: [{ from: '2026-03-05', to: '2026-03-25' }],
    });
    expect(monthSpans({ from: '2026-12-15', to: '2027-01-31' })).toEqual({
      months: { from: '2027-01-01', to: '2027-02-01' },
      days: [{ from: '2026-12-15', to: '2026-12-31' }],
    });
  });
});

/**
 * A range that ends today: past days come from the roll-ups and today from the orders, and a buyer seen
 * on both sides is counted once.
 */
describe('dashboard: today on top of the roll-ups', () => {
  let t: TestApp;
  let m: TestMerchant;
  const today = utcDay(new Date());
  const at = (daysAgo: number, seconds = 43_200) =>
    new Date(Date.parse(`${addDays(today, -daysAgo)}T00:00:00Z`) + seconds * 1000);

  beforeAll(async () => {
    t = await createDashboardApp();
    m = await createMerchant(t);
    const gown = await insertProduct(t, m.id, 'Gown', 500_000);
    const service = (email: string, when: Date) =>
      insertOrder(t, m.id, { type: 'SERVICE', status: 'PAID', email, at: when, amount: 1_000_000 });
    await service('x1@example.com', at(40));
    await service('x5@example.com', at(40));
    await service('x1@example.com', at(3));
    await service('x2@example.com', at(3));
    await insertOrder(t, m.id, {
      email: 'x3@example.com',
      at: at(1),
      amount: 100_000,
      items: [{ productId: gown.id, name: 'Gown', price: 500_000, quantity: 1 }],
    });
    // Today, a second apart, so the latest buyer is known.
    await service('x1@example.com', at(0, 1));
    await insertOrder(t, m.id, {
      email: 'x3@example.com',
      name: 'Xena Three',
      at: at(0, 2),
      amount: 100_000,
      items: [{ productId: gown.id, name: 'Gown v2', price: 500_000, quantity: 2 }],
    });
    await service('x4@example.com', at(0, 3));
    await service('x5@example.com', at(0, 4));
  });
  afterAll(() => t.close());

  async function expectTheFigures() {
    const reports = dataOf<Record<string, Record<string, unknown>>>(
      await as(t, m).get('/v1/dashboard/reports'),
    );
    expect(reports.current).toMatchObject({
      sales: 67_000,
      orders: 7,
      unitsSold: 3,
      product: { sales: 17_000, orders: 2 },
    });
    expect(reports.previous).toMatchObject({ sales: 20_000, orders: 2 });
    expect(reports.topProducts!.byRevenue).toEqual([
      { productId: expect.any(String), name: 'Gown v2', units: 3, revenue: 15_000 },
    ]);

    const buyers = dataOf<Record<string, unknown>>(await as(t, m).get('/v1/dashboard/customers'));
    expect(buyers.current).toEqual({ customers: 5, newCustomers: 3, returningCustomers: 2 });
    expect(buyers.previous).toEqual({ customers: 2, newCustomers: 2, returningCustomers: 0 });
    // Only today: x1 and x5 ordered before, x3 ordered yesterday; x4 is new.
    const todayOnly = dataOf<Record<string, unknown>>(
      await as(t, m).get(`/v1/dashboard/customers?from=${today}&to=${today}`),
    );
    expect(todayOnly.current).toEqual({ customers: 4, newCustomers: 1, returningCustomers: 3 });

    const daily = dataOf<{ days: { date: string; sales: number; orders: number }[] }>(
      await as(t, m).get('/v1/dashboard/daily'),
    );
    expect(daily.days.slice(-4)).toEqual([
      { date: addDays(today, -3), sales: 20_000, orders: 2 },
      { date: addDays(today, -2), sales: 0, orders: 0 },
      { date: addDays(today, -1), sales: 6_000, orders: 1 },
      { date: today, sales: 41_000, orders: 4 },
    ]);
    const monthly = dataOf<{ months: { month: string; orders: number }[] }>(
      await as(t, m).get('/v1/dashboard/monthly'),
    );
    expect(monthly.months.reduce((sum, month) => sum + month.orders, 0)).toBe(9);

    const recent = dataOf<{
      results: { email: string; ordersCount: number; totalSpent: number; name: string }[];
    }>(await as(t, m).get('/v1/dashboard/recent-customers'));
    expect(recent.results.map((c) => [c.email, c.ordersCount, c.totalSpent])).toEqual([
      ['x5@example.com', 2, 20_000],
      ['x4@example.com', 1, 10_000],
      ['x3@example.com', 2, 17_000],
      ['x1@example.com', 3, 30_000],
      ['x2@example.com', 1, 10_000],
    ]);
    expect(recent.results[2]!.name).toBe('Xena Three');
  }

  it('reads everything from the orders before the first roll-up', async () => {
    await expectTheFigures();
  });

  it('gives the same figures once past days are rolled up', async () => {
    const run = await t.app.dashboardRollups.runOnce();
    expect(run).toMatchObject({ completeBefore: today });
    const { rows } = await t.pool.query(
      'SELECT max(day)::text AS last FROM order_daily_rollups WHERE merchant_id = $1',
      [m.id],
    );
    expect(rows[0].last).toBe(addDays(today, -1));
    await expectTheFigures();
  });

  it("keeps each buyer's previous day right when one of their days empties or a new one appears", async () => {
    const n = await createMerchant(t);
    const order = (daysAgo: number) =>
      insertOrder(t, n.id, {
        type: 'SERVICE',
        status: 'PAID',
        email: 'y@example.com',
        at: at(daysAgo),
        amount: 1_000_000,
      });
    const counts = async (fromAgo: number) =>
      dataOf<{ current: unknown }>(
        await as(t, n).get(
          `/v1/dashboard/customers?from=${addDays(today, -fromAgo)}&to=${addDays(today, -1)}`,
        ),
      ).current;
    await order(10);
    const middle = await order(6);
    await order(2);
    await t.app.dashboardRollups.runOnce();
    // As if placed on those days: later runs then recompute only the days that change.
    await t.pool.query('UPDATE orders SET updated_at = created_at WHERE merchant_id = $1', [n.id]);
    expect(await counts(7)).toEqual({ customers: 1, newCustomers: 0, returningCustomers: 1 });

    // The middle day empties: the last day's previous day is now ten days ago.
    await t.pool.query(
      `UPDATE orders SET status = 'NOT_PAID', payment_status = 'awaiting_payment', updated_at = now() WHERE id = $1`,
      [middle.id],
    );
    await t.app.dashboardRollups.runOnce();
    expect(await counts(7)).toEqual({ customers: 1, newCustomers: 0, returningCustomers: 1 });
    const { rows } = await t.pool.query(
      `SELECT day::text, prev_day::text FROM order_buyer_daily_rollups WHERE merchant_id = $1 ORDER BY day`,
      [n.id],
    );
    expect(rows).toEqual([
      { day: addDays(today, -10), prev_day: null },
      { day: addDays(today, -2), prev_day: addDays(today, -10) },
    ]);

    // An order of four days ago comes in late: it sits between the two.
    await order(4);
    await t.app.dashboardRollups.runOnce();
    expect(await counts(5)).toEqual({ customers: 1, newCustomers: 0, returningCustomers: 1 });
    const after = await t.pool.query(
      `SELECT prev_day::text FROM order_buyer_daily_rollups WHERE merchant_id = $1 ORDER BY day`,
      [n.id],
    );
    expect(after.rows.map((r) => r.prev_day)).toEqual([null, addDays(today, -10), addDays(today, -4)]);
  });

  it('counts an order placed after the run at once', async () => {
    await insertOrder(t, m.id, {
      type: 'SERVICE',
      status: 'NEW',
      email: 'x6@example.com',
      at: new Date(),
      amount: 1_000_000,
    });
    const buyers = dataOf<Record<string, unknown>>(await as(t, m).get('/v1/dashboard/customers'));
    expect(buyers.current).toEqual({ customers: 6, newCustomers: 4, returningCustomers: 2 });
    const recent = dataOf<{ results: { email: string }[] }>(
      await as(t, m).get('/v1/dashboard/recent-customers?limit=1'),
    );
    expect(recent.results.map((c) => c.email)).toEqual(['x6@example.com']);
  });
});
