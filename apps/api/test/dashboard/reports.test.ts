import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessDay } from '@oja/contracts';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { as, createDashboardApp, dataOf } from './helpers.ts';
import { seedReportsDataset } from './reports-dataset.ts';
import { expectTheFigures, R } from './reports-figures.ts';

/**
 * The aggregates on a small known dataset. The range is 1–10 March 2025; the previous period is
 * 19–28 February. Every figure is checked twice: read from the orders alone (before any roll-up), then
 * after the roll-up job ran (whole past days from the roll-ups) — both must give the same answers.
 */
describe('dashboard: reports, customers, daily, monthly, recent customers', () => {
  let t: TestApp, ada: TestMerchant, other: TestMerchant;
  beforeAll(async () => {
    ({ t, a: ada, b: other } = await withTwoMerchants(createDashboardApp()));
    await seedReportsDataset(t, ada, other);
  });
  afterAll(() => t.close());

  it('answers from the orders alone before the first roll-up', async () => {
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM dashboard_rollup_state');
    expect(rows[0].n).toBe(0);
    await expectTheFigures(t, ada, other);
  });

  it('answers the same from the roll-ups, and catches up with a status change', async () => {
    const run = await t.app.dashboardRollups.runOnce();
    expect(run).toMatchObject({ completeBefore: businessDay() });
    expect(run!.days).toBeGreaterThanOrEqual(10);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM order_daily_rollups');
    expect(rows[0].n).toBeGreaterThan(0);
    await expectTheFigures(t, ada, other);

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
