import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { seedDemo } from '../../src/seed/seed.ts';
import { createTestPool } from '../helpers/database.ts';
import { TEST_ENV } from '../helpers/app.ts';

// The story's present: a fixed instant (bookings are placed through the checkout, which takes only dates from today on).
const NOW = new Date(Math.floor(Date.now() / 60_000) * 60_000);

describe('the full demo seed', () => {
  let pool: Awaited<ReturnType<typeof createTestPool>>['pool'];
  let report: Awaited<ReturnType<typeof seedDemo>>;
  beforeAll(async () => {
    ({ pool } = await createTestPool());
    const env = loadEnv({ ...TEST_ENV, SEED_DEMO: 'full', DATA_DIR: '/tmp/oja-demo-seed-test' });
    report = await seedDemo(env, pool, { now: NOW });
    console.log(report.steps.map(([s, ms]) => `${s}: ${Math.round(ms)} ms`).join('\n'), report.totalMs);
  }, 120_000);
  afterAll(() => pool?.end());

  const count = async (sql: string, params: unknown[] = []) =>
    Number((await pool.query(sql, params)).rows[0].n);
  const seller = "(SELECT id FROM users WHERE email = 'seller@oja.demo')";

  it('gives the seller a catalogue of 60-80 products and at least 300 orders in every stage', async () => {
    expect(report.seeded).toBe(true);
    const products = await count(`SELECT count(*) AS n FROM products WHERE merchant_id = ${seller}`);
    expect(products).toBeGreaterThanOrEqual(60);
    expect(products).toBeLessThanOrEqual(80);
    expect(
      await count(`SELECT count(*) AS n FROM orders WHERE merchant_id = ${seller}`),
    ).toBeGreaterThanOrEqual(300);
    for (const status of ['processing', 'shipped', 'delivered'])
      expect(
        await count(`SELECT count(*) AS n FROM orders WHERE merchant_id = ${seller} AND status = $1`, [
          status,
        ]),
      ).toBeGreaterThan(0);
    const oldest = await count(
      `SELECT extract(day FROM now() - min(ordered_at)) AS n FROM orders WHERE merchant_id = ${seller}`,
    );
    expect(oldest).toBeGreaterThanOrEqual(85);
  });

  it('leaves every ledger transaction balanced', async () => {
    expect(
      await count(`SELECT count(*) AS n FROM (SELECT 1 FROM ledger_entries
        GROUP BY merchant_id, transaction_id, currency HAVING sum(amount) <> 0) unbalanced`),
    ).toBe(0);
  });

  it('does nothing on the second start', async () => {
    const env = loadEnv({ ...TEST_ENV, SEED_DEMO: 'full', DATA_DIR: '/tmp/oja-demo-seed-test' });
    const before = await count('SELECT count(*) AS n FROM orders');
    expect((await seedDemo(env, pool, { now: NOW })).seeded).toBe(false);
    expect(await count('SELECT count(*) AS n FROM orders')).toBe(before);
  });
});
