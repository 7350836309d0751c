import { businessDay } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runRollups } from '../../src/modules/dashboard/rollup-job.ts';
import { addDays, monthOf } from '../../src/modules/dashboard/report-range.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import {
  as,
  createDashboardApp,
  dataOf,
  insertInvoice,
  insertOrder,
  insertProduct,
  insertWalletMovement,
} from './helpers.ts';
import { directFigures, type Span } from './report-direct.ts';
import { insertVatInvoice } from './reports-vat.ts';
import { seededRandom } from '../../src/cli/simulate-orders.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const minor = (amount: number) => Math.round(amount * 100);
const today = businessDay(new Date());
const daysAgo = (n: number) => addDays(today, -n);
/** Noon of a business day (Lagos, UTC+1), plus `seconds` so no two orders share an instant. */
const noonOf = (day: string, seconds: number) => new Date(Date.parse(`${day}T11:00:00Z`) + seconds * 1000);
const lastMonth = { from: monthOf(addDays(monthOf(today), -1)), to: addDays(monthOf(today), -1) };

/**
 * Ranges before the roll-ups' cut, across it (the dashboard's shortcuts, whose rolled part is a product
 * window, and custom ranges) and after it (today), each with its previous period.
 */
const RANGES: Span[] = [
  { from: daysAgo(60), to: daysAgo(31) },
  { from: daysAgo(6), to: today },
  { from: daysAgo(29), to: today },
  { from: monthOf(today), to: today },
  lastMonth,
  { from: daysAgo(45), to: today },
  { from: daysAgo(100), to: daysAgo(1) },
  { from: today, to: today },
  { from: daysAgo(365), to: today },
];

describe('dashboard figures equal a direct aggregate over the base tables', () => {
  let t: TestApp;
  let m: TestMerchant;
  let products: { id: string }[];
  const next = seededRandom(20261124);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  let stamp = 0;
  const DAYS = [0, 1, 2, 3, 6, 7, 8, 15, 29, 30, 31, 35, 45, 60, 89, 90, 100, 101, 200, 365, 366, 400, 700];

  // Walk-in sales and VAT draw from their own sequence, so the rest of the data is what it always was.
  const extra = seededRandom(46);
  /** A buyer's email, or '' for a walk-in sale (an offline sale without a buyer): a sale, not a customer. */
  const buyerEmail = (email = `buyer${Math.floor(next() * 12)}@example.com`) => (extra() < 0.15 ? '' : email);
  const vatInvoice = (ago: number) =>
    insertVatInvoice(t, m.id, extra, ago, (day) => noonOf(daysAgo(day), ++stamp));

  async function sale(ago: number, product = Math.floor(next() * products.length), quantity = 1) {
    const p = product;
    await insertOrder(t, m.id, {
      email: buyerEmail(),
      at: noonOf(daysAgo(ago), ++stamp),
      currency: next() < 0.1 ? 'USD' : 'NGN',
      paymentStatus: next() < 0.1 ? 'awaiting_payment' : 'paid',
      items: [
        {
          productId: products[p]!.id,
          name: `Product ${p}${pick(['', ' v2'])}`,
          price: 10_000 * (1 + p),
          quantity,
        },
      ],
    });
  }

  async function seed() {
    for (let i = 0; i < 160; i++) {
      const ago = pick(DAYS);
      if (next() < 0.25) {
        await insertOrder(t, m.id, {
          type: 'SERVICE',
          status: 'PAID',
          email: buyerEmail(),
          at: noonOf(daysAgo(ago), ++stamp),
          amount: 50_000 + 1_000 * Math.floor(next() * 10),
        });
      } else await sale(ago, Math.floor(next() * 7), 1 + Math.floor(next() * 3));
    }
    for (let i = 0; i < 40; i++) {
      const billed = daysAgo(pick(DAYS));
      const status = pick(['DRAFT', 'ISSUED', 'ISSUED', 'CANCELLED'] as const);
      const paidAt = status === 'ISSUED' && next() < 0.5 ? noonOf(addDays(billed, 2), ++stamp) : undefined;
      await insertInvoice(t, m.id, {
        status,
        billingDate: billed,
        total: 1_000 * (1 + Math.floor(next() * 50)),
        paidAt: paidAt && paidAt < new Date() ? paidAt.toISOString() : undefined,
      });
    }
    for (let i = 0; i < 15; i++) await vatInvoice(pick(DAYS.slice(1)));
    for (let i = 0; i < 40; i++) {
      const amount = (next() < 0.6 ? 1 : -1) * 100 * (1 + Math.floor(next() * 90));
      await insertWalletMovement(
        t,
        m.id,
        amount,
        noonOf(daysAgo(pick(DAYS.slice(1))), ++stamp).toISOString(),
      );
    }
  }

  async function expectExact(span: Span) {
    const q = `from=${span.from}&to=${span.to}`;
    const get = async (path: string) => dataOf<Json>(await as(t, m).get(`/v1/dashboard/${path}?${q}`));
    const [reports, customers, daily, monthly] = (await Promise.all(
      ['reports', 'customers', 'daily', 'monthly'].map(get),
    )) as [Json, Json, Json, Json];
    const periods: [Json, Json, Span][] = [
      [reports.current, customers.current, span],
      [reports.previous, customers.previous, reports.previousRange],
    ];
    for (const [f, c, s] of periods) {
      const d = await directFigures(t.pool, m.id, 'NGN', s);
      const at = `${s.from}..${s.to}`;
      expect({ at, sales: minor(f.sales), orders: f.orders, units: f.unitsSold }).toEqual({
        at,
        sales: Number(d.product.sales) + Number(d.service.sales),
        orders: d.product.orders + d.service.orders,
        units: d.product.units,
      });
      expect([minor(f.product.sales), minor(f.service.sales)]).toEqual([
        Number(d.product.sales),
        Number(d.service.sales),
      ]);
      expect(f.invoices).toEqual({
        issued: { count: d.issued.count, amount: Number(d.issued.amount) / 100 },
        paid: { count: d.paid.count, amount: Number(d.paid.amount) / 100 },
      });
      expect([minor(f.wallet.inflow), minor(f.wallet.outflow)]).toEqual([
        Number(d.wallet.inflow),
        Number(d.wallet.outflow),
      ]);
      expect({ at, vat: minor(f.vat.collected) }).toEqual({ at, vat: Number(d.vat.collected) });
      expect({ newCustomers: c.newCustomers, returningCustomers: c.returningCustomers }).toEqual(d.buyers);
      if (s !== span) continue;
      const top = (list: Json[]) => list.map((p) => ({ ...p, revenue: minor(p.revenue) }));
      const direct = (list: Json[]) => list.map((p) => ({ ...p, revenue: Number(p.revenue) }));
      expect(top(reports.topProducts.byRevenue)).toEqual(direct(d.byRevenue));
      expect(top(reports.topProducts.byUnits)).toEqual(direct(d.byUnits));
      const points = (list: Json[], key: string) =>
        list
          .filter((p) => p.orders > 0)
          .map((p) => ({ point: p[key], orders: p.orders, sales: minor(p.sales) }));
      const sold = (list: Json[]) => list.map((p) => ({ ...p, sales: Number(p.sales) }));
      expect(points(daily.days, 'date')).toEqual(sold(d.days));
      expect(points(monthly.months, 'month')).toEqual(sold(d.months));
    }
  }

  const expectEveryRange = async () => {
    for (const span of RANGES) await expectExact(span);
  };

  beforeAll(async () => {
    t = await createDashboardApp();
    m = await createMerchant(t);
    products = [];
    for (let p = 0; p < 8; p++) products.push(await insertProduct(t, m.id, `Product ${p}`, 10_000 * (1 + p)));
    await seed();
  });
  afterAll(() => t.close());

  it('before the first roll-up, from the base tables alone', expectEveryRange);

  it('after the roll-ups, then after sales, refunds, cancellations, payments and wallet movements', async () => {
    expect(await t.app.dashboardRollups.runOnce()).toMatchObject({ completeBefore: today });
    const windows = await t.pool.query(
      'SELECT DISTINCT window_from::text, window_to::text FROM order_product_window_totals',
    );
    expect(windows.rows).toContainEqual({ window_from: daysAgo(29), window_to: daysAgo(1) });
    await expectEveryRange();

    // Today: a product outside the window's top products tops both rankings once its live sales are added.
    await sale(0, 7, 40);
    await insertWalletMovement(t, m.id, 12_300, new Date().toISOString());
    await vatInvoice(0);
    await t.pool.query(
      `UPDATE invoices SET payment_status = 'PAID', paid_at = now(), updated_at = now()
       WHERE id = (SELECT id FROM invoices WHERE status = 'ISSUED' AND payment_status <> 'PAID' ORDER BY billing_date DESC LIMIT 1)`,
    );
    await expectEveryRange();
    const last30 = dataOf<Json>(await as(t, m).get(`/v1/dashboard/reports?from=${daysAgo(29)}&to=${today}`));
    expect(last30.topProducts.byUnits[0].productId).toBe(products[7]!.id);

    // Past days change: a refund, a cancelled and a newly issued invoice; the next run brings them in.
    await t.pool.query(
      `UPDATE orders SET payment_status = 'refunded', updated_at = now()
       WHERE id IN (SELECT id FROM orders WHERE payment_status = 'paid' AND created_at < now() - interval '2 days' ORDER BY created_at DESC LIMIT 3)`,
    );
    // Through the API, as a merchant changes them: each write must mark the invoice changed for the next run.
    const { rows: toCancel } = await t.pool.query<{ id: string }>(
      `SELECT id FROM invoices WHERE status = 'ISSUED' AND payment_status <> 'PAID' AND billing_date < $1::date
       ORDER BY billing_date DESC LIMIT 2`,
      [daysAgo(2)],
    );
    const { rows: toIssue } = await t.pool.query<{ id: string }>(
      `SELECT id FROM invoices WHERE status = 'DRAFT' AND billing_date < $1::date LIMIT 3`,
      [daysAgo(2)],
    );
    expect([toCancel.length, toIssue.length]).toEqual([2, 3]);
    // Invoices last touched long ago, as most are: only their write itself can mark them changed.
    await t.pool.query(`UPDATE invoices SET updated_at = now() - interval '3 days' WHERE id = ANY($1)`, [
      [...toCancel, ...toIssue].map((r) => r.id),
    ]);
    for (const [rows, status] of [
      [toCancel, 'CANCELLED'],
      [toIssue, 'ISSUED'],
    ] as const) {
      for (const { id } of rows) {
        expect((await as(t, m).patch(`/v1/invoice/${id}/status/`, { status })).statusCode).toBe(200);
      }
    }
    await sale(0, 3, 2);
    // VAT recorded now for past days (a provider that reported payments days late, a refund).
    await vatInvoice(9);
    await vatInvoice(35);
    expect(await t.app.dashboardRollups.runOnce()).toMatchObject({ completeBefore: today });
    await expectEveryRange();
  });

  it('builds the same rows from scratch, once, when two runs start together', async () => {
    const snapshot = async () =>
      (
        await t.pool.query(`SELECT 'money' AS t, to_jsonb(r)::text AS row FROM money_daily_rollups r
          UNION ALL SELECT 'window', to_jsonb(w)::text FROM order_product_window_totals w ORDER BY 1, 2`)
      ).rows;
    const incremental = await snapshot();
    expect(incremental.length).toBeGreaterThan(50);
    await t.pool.query('DELETE FROM dashboard_rollup_state');
    const runs = await Promise.all([runRollups(t.db), runRollups(t.db)]);
    expect(runs.filter((run) => run === null)).toHaveLength(1);
    expect(await snapshot()).toEqual(incremental);
    await expectEveryRange();
  });
});
