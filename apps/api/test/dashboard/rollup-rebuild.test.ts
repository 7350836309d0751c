import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, utcDay } from '../../src/modules/dashboard/report-range.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createDashboardApp, dataOf, insertOrder, insertProduct } from './helpers.ts';
import { seededRandom } from '../../src/cli/simulate-orders.ts';

const TABLES = [
  'order_daily_rollups',
  'order_product_daily_rollups',
  'order_product_monthly_rollups',
  'order_buyer_daily_rollups',
  'order_buyer_monthly_counts',
  'order_buyer_rollups',
];

/**
 * The first run rebuilds every roll-up set-wise from the whole history; later runs recompute the days
 * touched. Over the same random orders, changed between runs, both must leave the same rows behind and
 * the dashboard must answer the same.
 */
describe('dashboard roll-ups: the set-based rebuild equals the incremental job', () => {
  let t: TestApp;
  let merchants: TestMerchant[];
  const today = utcDay(new Date());
  const next = seededRandom(20261121);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!;
  let stamp = 0;
  /** A distinct instant on a past day (or today), so "latest name" never depends on a tie. */
  const at = (daysAgo: number) =>
    new Date(
      Date.parse(`${addDays(today, -daysAgo)}T00:00:00Z`) + Math.floor(next() * 3_600) * 1000 + ++stamp,
    );

  async function randomOrders(m: TestMerchant, products: { id: string }[], count: number) {
    for (let i = 0; i < count; i++) {
      const buyer = Math.floor(next() * 15);
      const base = {
        email: `buyer${buyer}@example.com`,
        name: pick(['Ada', 'Ada Obi', 'Bola', 'Chidi']),
        phone: `+23480300000${pick(['01', '02', '03'])}`,
        at: at(pick([0, 1, 2, 3, 5, 8, 13, 21, 31, 32, 45, 60, 61, 75])),
        currency: next() < 0.15 ? 'USD' : 'NGN',
      };
      if (next() < 0.4) {
        const status = pick(['NEW', 'PENDING', 'PAID', 'DELIVERED', 'NOT_PAID']);
        await insertOrder(t, m.id, { ...base, type: 'SERVICE', status, amount: 100_000 * (1 + buyer) });
      } else {
        // Distinct products per order: two lines of one product would tie on the order's instant.
        const first = Math.floor(next() * products.length);
        const items = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, j) => {
          const p = (first + j) % products.length;
          return {
            productId: products[p]!.id,
            name: `Product ${p}${pick(['', ' v2'])}`,
            price: 50_000 * (1 + p),
            quantity: 1 + Math.floor(next() * 3),
          };
        });
        await insertOrder(t, m.id, { ...base, status: pick(['processing', 'shipped', 'delivered']), items });
      }
    }
  }

  async function snapshot() {
    const tables: Record<string, unknown[]> = {};
    for (const table of TABLES) {
      const { rows } = await t.pool.query(`SELECT to_jsonb(r)::text AS row FROM ${table} r ORDER BY 1`);
      tables[table] = rows.map((r: { row: string }) => r.row);
    }
    return tables;
  }

  async function answers() {
    const from = addDays(today, -80);
    const urls = ['reports', 'customers', 'daily', 'monthly', 'recent-customers?limit=50'].flatMap((path) =>
      ['', `from=${from}&to=${today}`, `from=${from}&to=${addDays(today, -1)}&currency=USD`].map(
        (query) => `/v1/dashboard/${path}${query ? (path.includes('?') ? '&' : '?') + query : ''}`,
      ),
    );
    const out: Record<string, unknown> = {};
    for (const m of merchants)
      for (const url of urls) out[`${m.email} ${url}`] = dataOf(await as(t, m).get(url));
    return out;
  }

  beforeAll(async () => {
    t = await createDashboardApp();
    merchants = [await createMerchant(t), await createMerchant(t)];
  });
  afterAll(() => t.close());

  it('leaves the same rows and the same answers', { timeout: 60_000 }, async () => {
    // The first run (nothing rolled up yet) is the rebuild; the orders after it go through the incremental job.
    expect(await t.app.dashboardRollups.runOnce()).toMatchObject({ days: 0, completeBefore: today });
    const catalogue = [];
    for (const m of merchants) {
      const products = [];
      for (let p = 0; p < 4; p++)
        products.push(await insertProduct(t, m.id, `Product ${p}`, 50_000 * (1 + p)));
      catalogue.push(products);
      await randomOrders(m, products, 120);
    }
    expect((await t.app.dashboardRollups.runOnce())!.days).toBeGreaterThan(20);

    // As if the orders were placed on their days: the next run recomputes only the days changed below,
    // keeping the other days' rows and moving their buyers' previous days.
    await t.pool.query('UPDATE orders SET updated_at = created_at');
    await t.pool.query(
      `UPDATE orders SET status = 'NOT_PAID', payment_status = 'awaiting_payment', updated_at = now()
       WHERE id IN (SELECT id FROM orders WHERE type = 'SERVICE' AND status <> 'NOT_PAID' ORDER BY id LIMIT 12)`,
    );
    await t.pool.query(
      `UPDATE orders SET email = 'moved@example.com', updated_at = now() WHERE id IN (SELECT id FROM orders ORDER BY id LIMIT 6)`,
    );
    for (const [i, m] of merchants.entries()) await randomOrders(m, catalogue[i]!, 25);
    const late = await t.app.dashboardRollups.runOnce();
    expect(late!.days).toBeGreaterThan(5);

    const incremental = await snapshot();
    const before = await answers();
    expect(incremental.order_buyer_daily_rollups!.length).toBeGreaterThan(100);
    expect(
      incremental.order_buyer_daily_rollups!.filter((r) => !String(r).includes('"prev_day": null')).length,
    ).toBeGreaterThan(50);

    await t.pool.query('DELETE FROM dashboard_rollup_state');
    const rebuilt = await t.app.dashboardRollups.runOnce();
    expect(rebuilt).toMatchObject({ completeBefore: today });
    expect(await snapshot()).toEqual(incremental);
    expect(await answers()).toEqual(before);
  });
});
