/**
 * Seeds the large merchant of the benchmarks (bench/README.md), deterministically, with generate_series SQL:
 * 100k × scale products, 1M × scale orders with their lines, 300k invoices (one line each),
 * 1M balanced ledger transactions (2M entries) with the wallet balance equal to their sum, and 1M messages.
 *
 *   npm run bench:seed -- --scale 1                      # DATABASE_URL, or the embedded PostgreSQL under DATA_DIR
 *   npm run bench:seed -- --scale 10 --catalogue-only    # 1M products and nothing else (B7 at 1M)
 *
 * Each group of tables is bulk-loaded in one transaction (bulk-load.ts: indexes rebuilt after the load,
 * row triggers off), and what the triggers guard is done set-wise and proven before it commits: the
 * foreign keys, product_counts and order_counts rebuilt from the rows, every ledger transaction summing to
 * zero and the wallet balance equal to Σ its entries (ledger-check.ts). The two halves run on two
 * connections at once; the dashboard roll-ups (the roll-up job's set-based rebuild) follow the orders on
 * the first connection while the ledger loads on the second.
 */
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import * as schema from '../apps/api/src/db/schema/index.ts';
import { hashPassword } from '../apps/api/src/lib/password.ts';
import {
  REPORT_ROLLUP_TABLES,
  rebuildReportRollups,
  rebuildSalesRollups,
  SALES_ROLLUP_TABLES,
} from '../apps/api/src/modules/dashboard/rollup-rebuild.ts';
import { rollupRepository } from '../apps/api/src/modules/dashboard/rollup-repository.ts';
import { BENCH_EMAIL, BENCH_PASSWORD, openBenchDatabase } from './bench-db.ts';
import { bulkLoad } from './bulk-load.ts';
import { checkLedger } from './ledger-check.ts';
import * as q from './seed-sql.ts';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const SCALE = Number(arg('scale') ?? 1);
/** Only the user and the products: 10M orders at scale 10 would take far longer than B7 needs. */
const CATALOGUE_ONLY = process.argv.includes('--catalogue-only');
// A fixed point in time keeps every generated timestamp, and so every page, the same from run to run.
const EPOCH = q.SEED_EPOCH;

const PRODUCT_COUNTS_SQL = `
INSERT INTO product_counts AS c (merchant_id, status, category, n)
SELECT merchant_id, status, category, count(*) FROM products WHERE merchant_id = $1 GROUP BY 1, 2, 3
ON CONFLICT (merchant_id, status, category) DO UPDATE SET n = c.n + excluded.n`;

const ORDER_COUNTS_SQL = `
INSERT INTO order_counts AS c (merchant_id, type, status, n)
SELECT merchant_id, type, status, count(*) FROM orders WHERE merchant_id = $1 GROUP BY 1, 2, 3
ON CONFLICT (merchant_id, type, status) DO UPDATE SET n = c.n + excluded.n`;

// The per-day counts behind deep order pages and the kept escrow balances (migration 0028), from the rows.
const ORDER_DAY_COUNTS_SQL = `
INSERT INTO order_day_counts AS c (merchant_id, type, day, status, n)
SELECT merchant_id, type, (created_at AT TIME ZONE 'UTC')::date, status, count(*) FROM orders WHERE merchant_id = $1
GROUP BY 1, 2, 3, 4
ON CONFLICT (merchant_id, type, day, status) DO UPDATE SET n = c.n + excluded.n`;

const ACCOUNT_TOTALS_SQL = `
INSERT INTO ledger_account_totals (merchant_id, account, currency, entries, balance)
SELECT merchant_id, account, currency, count(*), sum(amount) FROM ledger_entries WHERE merchant_id = $1
GROUP BY 1, 2, 3`;

const log = (label: string, seconds: number, rows: number | null = null) =>
  console.log(
    `  ${label.padEnd(32)} ${String(rows ?? '').padStart(9)} ${rows === null ? '    ' : 'rows'}  ${seconds.toFixed(1)} s`,
  );

/** Runs one statement on `client` and logs its row count and time. */
async function step(client: pg.PoolClient, label: string, sql: string, params: unknown[]) {
  const at = performance.now();
  const result = await client.query(sql, params);
  log(label, (performance.now() - at) / 1000, result.rowCount ?? 0);
}

async function vacuum(client: pg.PoolClient, tables: string[]) {
  const at = performance.now();
  await client.query(`VACUUM (ANALYZE) ${tables.join(', ')}`);
  log(`vacuum ${tables[0]}…`, (performance.now() - at) / 1000);
}

/** Products, orders and their lines. */
async function commerce(client: pg.PoolClient, id: string, products: number, orders: number) {
  const tables = CATALOGUE_ONLY ? ['products'] : ['products', 'orders', 'order_items'];
  await bulkLoad(
    client,
    tables,
    async () => {
      await step(client, 'products', q.PRODUCTS_SQL, [id, products, EPOCH]);
      if (CATALOGUE_ONLY) return;
      await step(client, 'orders', q.ORDERS_SQL, [id, orders, EPOCH]);
      await step(client, 'order_items', q.ITEMS_SQL, [id, orders, products]);
    },
    async () => {
      await client.query(PRODUCT_COUNTS_SQL, [id]);
      if (!CATALOGUE_ONLY) await client.query(ORDER_COUNTS_SQL, [id]);
      if (!CATALOGUE_ONLY) await client.query(ORDER_DAY_COUNTS_SQL, [id]);
    },
    log,
  );
  await vacuum(client, tables);
}

/**
 * The dashboard's sales roll-ups of the loaded orders: the roll-up job's own set-based rebuild, bulk-loaded
 * like the rest so the roll-ups' keys are built once at the end. Returns the business day they end before.
 */
async function salesRollups(client: pg.PoolClient) {
  const db = drizzle(client, { schema, casing: 'snake_case' });
  let today = '';
  await bulkLoad(
    client,
    SALES_ROLLUP_TABLES,
    async () => {
      const at = performance.now();
      today = (await rollupRepository.clock(db)).today;
      const { days } = await rebuildSalesRollups(db, today);
      log('dashboard sales roll-ups (days)', (performance.now() - at) / 1000, days);
    },
    async () => {},
    log,
  );
  await vacuum(client, SALES_ROLLUP_TABLES);
  return today;
}

/**
 * Once everything is loaded: the invoice and wallet roll-ups and the product windows up to the same day,
 * then the roll-up state, as the job's first run would leave them.
 */
async function reportRollups(client: pg.PoolClient, today: string) {
  const db = drizzle(client, { schema, casing: 'snake_case' });
  const at = performance.now();
  await db.transaction(async (tx) => {
    const { startedAt } = await rollupRepository.clock(tx);
    await rebuildReportRollups(tx, today);
    await rollupRepository.saveState(tx, startedAt, today, Math.round(performance.now() - at));
  });
  log('dashboard report roll-ups', (performance.now() - at) / 1000);
  await vacuum(client, REPORT_ROLLUP_TABLES);
}

/** Invoices, the ledger and the wallet, then conversations and messages. */
async function money(client: pg.PoolClient, id: string) {
  const tables = [
    'ledger_transactions',
    'ledger_entries',
    'payouts',
    'wallets',
    'invoices',
    'invoice_lines',
    'invoice_counters',
  ];
  await bulkLoad(
    client,
    tables,
    async () => {
      await step(client, 'invoices', q.INVOICES_SQL, [id, 300_000, EPOCH]);
      await step(client, 'invoice_lines', q.INVOICE_LINES_SQL, [id, 300_000]);
      await client.query(`INSERT INTO invoice_counters (merchant_id, last_number) VALUES ($1, 300000)`, [id]);
      await step(client, 'ledger_transactions', q.LEDGER_TX_SQL, [id, 1_000_000, EPOCH]);
      await step(client, 'ledger_entries', q.LEDGER_ENTRIES_SQL, [id, 1_000_000, EPOCH]);
      await step(client, 'payouts', q.PAYOUTS_SQL, [id, 1_000_000, EPOCH]);
      await client.query(q.WALLET_SQL, [id]);
      await client.query(ACCOUNT_TOTALS_SQL, [id]);
    },
    async () => {
      // What the deferred zero-sum trigger checks row by row, checked once for the 1M transactions.
      const ledger = await checkLedger(client, id);
      if (!ledger.ok) throw new Error(`ledger invariants broken: ${JSON.stringify(ledger)}`);
    },
    log,
  );
  await vacuum(client, tables);
  const chat = ['conversations', 'messages'];
  await bulkLoad(
    client,
    chat,
    async () => {
      await step(client, 'conversations', q.CONVERSATIONS_SQL, [id, 10_000, EPOCH]);
      await step(client, 'messages', q.MESSAGES_SQL, [id, 1_000_000, 10_000, EPOCH]);
    },
    async () => {},
    log,
  );
  await vacuum(client, chat);
}

async function main() {
  const started = performance.now();
  const bench = await openBenchDatabase();
  const { pool } = bench;
  try {
    const { rows: existing } = await pool.query('SELECT id FROM users WHERE email = $1', [BENCH_EMAIL]);
    if (existing.length > 0) {
      throw new Error(
        `${BENCH_EMAIL} is already seeded in this database; ledger rows are append-only, so seed a fresh one ` +
          '(delete bench/.data, or point DATABASE_URL at an empty database).',
      );
    }
    const { rows } = await pool.query(
      `INSERT INTO users (id, email, password_hash, first_name, last_name, business_name, is_email_verified)
       VALUES (md5('bench-merchant')::uuid, $1, $2, 'Bench', 'Merchant', 'Bench Store', true) RETURNING id`,
      [BENCH_EMAIL, await hashPassword(BENCH_PASSWORD)],
    );
    const id = rows[0].id as string;
    console.log(
      `Seeding the large merchant ${id} at scale ${SCALE}${CATALOGUE_ONLY ? ', catalogue only' : ''}:`,
    );
    const [a, b] = [await pool.connect(), await pool.connect()];
    try {
      // Both halves run to their end (commit or rollback) before the connections go back to the pool.
      // The sales roll-ups need only the orders, so they are built while the ledger is still loading.
      const halves = await Promise.allSettled([
        commerce(a, id, 100_000 * SCALE, 1_000_000 * SCALE).then(() =>
          CATALOGUE_ONLY ? undefined : salesRollups(a),
        ),
        CATALOGUE_ONLY ? Promise.resolve() : money(b, id),
      ]);
      const failed = halves.find((h) => h.status === 'rejected');
      if (failed) throw failed.reason;
      const today = halves[0].status === 'fulfilled' ? halves[0].value : undefined;
      if (today) await reportRollups(a, today);
    } finally {
      a.release();
      b.release();
    }
    const total = (performance.now() - started) / 1000;
    console.log(
      `\nLoaded, indexed, checked and rolled up in ${total.toFixed(1)} s.` +
        ` Log in as ${BENCH_EMAIL} / ${BENCH_PASSWORD}`,
    );
  } finally {
    await bench.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
