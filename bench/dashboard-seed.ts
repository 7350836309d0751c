/**
 * The dashboard benchmark: N orders (default 1,000,000) for one merchant over the last three years,
 * written straight into the orders and order_items tables with generate_series, plus invoices and wallet
 * movements. Then the server time of every dashboard endpoint (Fastify's reply.elapsedTime over repeated
 * requests) and EXPLAIN ANALYZE of their queries — first from the orders alone, then after the roll-up job.
 *
 *   npx tsx bench/dashboard-seed.ts [--orders N]                       # embedded PostgreSQL in a temp dir
 *   DATABASE_URL=postgres://… npx tsx bench/dashboard-seed.ts --orders N   # seeds that (dev/test) database
 *   … --seed-only                                                      # stops after seeding (prints the merchant id)
 *   DATABASE_URL=… npx tsx bench/dashboard-seed.ts --merchant <id> [--skip-live]  # measures an already seeded merchant
 */
import type pg from 'pg';
import { buildApp } from '../apps/api/src/app.ts';
import { loadEnv } from '../apps/api/src/config/env.ts';
import { inProcessSettings } from './production-env.ts';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { runMain, withScratchDatabase } from './bench-db.ts';
import { users } from '../apps/api/src/db/schema/index.ts';
import { runRollups } from '../apps/api/src/modules/dashboard/rollup-job.ts';
import { issueSession } from '../apps/api/src/modules/sessions/session-service.ts';
import { INVOICES_SQL, ITEMS_SQL, LEDGER_SQL, ORDER_SQL } from './dashboard-seed-sql.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const ORDERS = Number(arg('orders') ?? 1_000_000);
const RUNS = 30;
const DAYS = 3 * 365;

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return `median ${at(0.5).toFixed(1)} ms, p95 ${at(0.95).toFixed(1)} ms`;
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/** Captures the SQL an endpoint sends, to EXPLAIN ANALYZE it afterwards. */
function captureQueries(pool: pg.Pool) {
  const captured: { text: string; values: unknown[] }[] = [];
  const original = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown) => {
    if (typeof config === 'object' && config && 'text' in config) {
      const c = config as { text: string; values?: unknown[] };
      captured.push({ text: c.text, values: c.values ?? (values as unknown[]) ?? [] });
    } else if (typeof config === 'string')
      captured.push({ text: config, values: (values as unknown[]) ?? [] });
    return original(config, values);
  };
  return { captured, restore: () => ((pool as unknown as { query: unknown }).query = original) };
}

async function main() {
  await withScratchDatabase(async ({ dir, pool }) => {
    const db = createDatabase(pool);

    async function seed(): Promise<string> {
      const [merchant] = await db
        .insert(users)
        .values({
          email: `bench-${Date.now()}@example.com`,
          passwordHash: 'x',
          firstName: 'Bench',
          businessName: 'Bench Store',
        })
        .returning({ id: users.id });
      const merchantId = merchant!.id;
      await timed(`Inserted ${ORDERS} orders`, () => pool.query(ORDER_SQL, [merchantId, ORDERS, DAYS]));
      await timed('Inserted their product lines', () => pool.query(ITEMS_SQL, [merchantId]));
      await timed('Inserted 5,000 invoices and 10,000 wallet movements', async () => {
        await pool.query(INVOICES_SQL, [merchantId, 5_000]);
        await pool.query(LEDGER_SQL, [merchantId, 10_000]);
      });
      await timed('VACUUM ANALYZE', () =>
        pool.query('VACUUM ANALYZE orders, order_items, invoices, ledger_entries'),
      );
      const { rows: counts } = await pool.query(
        `SELECT (SELECT count(*) FROM order_items WHERE merchant_id = $1) AS items,
                (SELECT count(DISTINCT email) FROM orders WHERE merchant_id = $1) AS buyers`,
        [merchantId],
      );
      console.log(`${counts[0].items} order lines, ${counts[0].buyers} buyers\n`);
      return merchantId;
    }
    const given = arg('merchant');
    const merchantId = given ?? (await seed());
    const { token } = await issueSession(db, merchantId, 1);
    if (process.argv.includes('--seed-only')) {
      console.log(`merchant ${merchantId}, bearer token ${token}`);
      return;
    }
    // A fresh start for the roll-ups, so the first run below is a whole backfill.
    await pool.query(`TRUNCATE dashboard_rollup_state, order_daily_rollups, order_product_daily_rollups,
                      order_product_monthly_rollups, order_buyer_daily_rollups, order_buyer_monthly_counts, order_buyer_rollups`);

    const env = loadEnv(inProcessSettings(dir));
    process.env.DASHBOARD_ROLLUP_INTERVAL_MS = '0';
    process.env.PAYMENTS_JOB_INTERVAL_MS = '0';
    const app = await buildApp({ env, pool });
    let times: number[] = [];
    app.addHook('onResponse', async (_request, reply) => {
      times.push(reply.elapsedTime);
    });
    await app.ready();
    const today = new Date().toISOString().slice(0, 10);
    const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
    const cases: [string, string][] = [
      ['reports (30 days)', '/v1/dashboard/reports'],
      ['reports (366 days)', `/v1/dashboard/reports?from=${yearAgo}&to=${today}`],
      ['customers (30 days)', '/v1/dashboard/customers'],
      ['customers (366 days)', `/v1/dashboard/customers?from=${yearAgo}&to=${today}`],
      ['daily (30 days)', '/v1/dashboard/daily'],
      ['daily (366 days)', `/v1/dashboard/daily?from=${yearAgo}&to=${today}`],
      ['monthly (12 months)', '/v1/dashboard/monthly'],
      ['recent-customers', '/v1/dashboard/recent-customers'],
    ];
    const get = (url: string) =>
      app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

    const measure = async (title: string, runs: number) => {
      console.log(`\n${title}`);
      for (const [label, url] of cases) {
        times = [];
        for (let i = 0; i < runs + 2; i++) {
          const res = await get(url);
          if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        }
        console.log(`  ${label.padEnd(24)} ${summary(times.slice(2))}`);
      }
    };
    const explain = async (title: string) => {
      console.log(`\nEXPLAIN ANALYZE — ${title} (database execution time per query)`);
      for (const [label, url] of cases) {
        const capture = captureQueries(pool);
        await get(url);
        capture.restore();
        const queries = capture.captured.filter(
          (q) => !q.text.includes('dashboard_rollup_state') && !q.text.includes('sessions'),
        );
        const lines: string[] = [];
        for (const q of queries) {
          const { rows } = await pool.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values);
          lines.push(String(rows.at(-1)!['QUERY PLAN']).replace('Execution Time: ', '').trim());
        }
        console.log(`  ${label.padEnd(24)} ${lines.join(', ')}`);
      }
    };

    if (!process.argv.includes('--skip-live')) {
      await measure('Server time, from the orders alone (no roll-ups yet):', 5);
      await explain('from the orders alone');
    }

    const backfill = await timed('\nRoll-up job, first run (backfill)', () => runRollups(db));
    console.log(`  ${JSON.stringify(backfill)}`);
    await pool.query(
      'VACUUM ANALYZE order_daily_rollups, order_product_daily_rollups, order_product_monthly_rollups, order_buyer_daily_rollups, order_buyer_monthly_counts, order_buyer_rollups',
    );
    const { rows: sizes } = await pool.query(`
      SELECT (SELECT count(*) FROM order_daily_rollups) AS daily, (SELECT count(*) FROM order_product_daily_rollups) AS products,
             (SELECT count(*) FROM order_buyer_daily_rollups) AS buyer_days, (SELECT count(*) FROM order_buyer_rollups) AS buyers`);
    console.log(`  roll-up rows: ${JSON.stringify(sizes[0])}`);

    await measure(`Server time, past days from the roll-ups and today from the orders (${RUNS} runs):`, RUNS);
    await explain('roll-ups plus today');

    // An ordinary catch-up: 200 new orders today and 500 status changes on past orders.
    await pool.query(
      ORDER_SQL.replace("'BENCH-' || g", `'BENCH-NEW-${Date.now()}-' || g`).replace(
        'now() - g *',
        'now() - (g % 60) *',
      ),
      [merchantId, 200, 1],
    );
    await pool.query(
      `UPDATE orders SET status = 'CANCELLED', payment_status = 'refunded', updated_at = now()
       WHERE (merchant_id, id) IN (SELECT merchant_id, id FROM orders WHERE merchant_id = $1 AND type = 'SERVICE' AND status = 'PAID' LIMIT 500)`,
      [merchantId],
    );
    const catchUp = await timed('\nRoll-up job, catch-up run (200 new orders, 500 status changes)', () =>
      runRollups(db),
    );
    console.log(`  ${JSON.stringify(catchUp)}`);
    const idle = await timed('Roll-up job, run with nothing new', () => runRollups(db));
    console.log(`  ${JSON.stringify(idle)}`);
    await app.close();
  });
}

runMain(main);
