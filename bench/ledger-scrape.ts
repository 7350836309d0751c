import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { createDatabase } from '../apps/api/src/db/client.ts';
import { checkLedger } from '../apps/api/src/modules/wallet/index.ts';
import { runMain, withScratchDatabase } from './bench-db.ts';
import { LEDGER_ENTRIES_SQL, LEDGER_TX_SQL, WALLET_SQL } from './seed-sql.ts';

/**
 * What the ledger check behind GET /metrics (oja_ledger_invariant_violations) costs at the bench's ledger
 * size, beside a full recount of the entries (the statements of the tests' ledgerViolations). One large
 * merchant with 1M transactions of two legs (2M entries, seed-sql.ts) and SMALL_MERCHANTS merchants with
 * one top-up each, on a scratch embedded PostgreSQL. Each check runs RUNS times, interleaved; medians.
 *   npx tsx bench/ledger-scrape.ts
 */
const TRANSACTIONS = 1_000_000;
const SMALL_MERCHANTS = 10_000;
const RUNS = 5;
const EPOCH = '2025-01-01T00:00:00Z';

const FULL_RECOUNT = [
  `SELECT count(*) FROM (SELECT 1 FROM ledger_entries GROUP BY merchant_id, transaction_id, currency
     HAVING sum(amount) <> 0) u`,
  `SELECT count(*) FROM wallets w LEFT JOIN (SELECT merchant_id, currency, sum(amount) AS total FROM ledger_entries
     WHERE account = 'wallet' GROUP BY merchant_id, currency) e ON e.merchant_id = w.merchant_id AND e.currency = w.currency
     WHERE w.balance <> coalesce(e.total, 0)`,
  `SELECT count(*) FROM ledger_account_totals k FULL JOIN (SELECT merchant_id, account, currency, sum(amount) AS total,
     count(*) AS entries FROM ledger_entries GROUP BY merchant_id, account, currency) e
     ON e.merchant_id = k.merchant_id AND e.account = k.account AND e.currency = k.currency
     WHERE coalesce(k.balance, 0) <> coalesce(e.total, 0) OR coalesce(k.entries, 0) <> coalesce(e.entries, 0)`,
];

async function load(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    // Row triggers off while loading (superuser, as the bench seed does); the kept totals are computed below.
    await client.query('SET LOCAL session_replication_role = replica');
    await client.query(
      `INSERT INTO users (id, email, password_hash)
       SELECT md5('ledger-merchant-' || g)::uuid, 'ledger-' || g || '@oja.test', 'x' FROM generate_series(0, $1::int) g`,
      [SMALL_MERCHANTS],
    );
    const big = (await client.query(`SELECT md5('ledger-merchant-0')::uuid AS id`)).rows[0].id as string;
    await client.query(LEDGER_TX_SQL, [big, TRANSACTIONS, EPOCH]);
    await client.query(LEDGER_ENTRIES_SQL, [big, TRANSACTIONS, EPOCH]);
    await client.query(WALLET_SQL, [big]);
    await client.query(
      `INSERT INTO ledger_transactions (merchant_id, id, kind, reference, description)
       SELECT md5('ledger-merchant-' || g)::uuid, md5('ledger-tx-' || g)::uuid, 'topup', 'small-' || g, 'bench'
       FROM generate_series(1, $1::int) g;
       INSERT INTO ledger_entries (merchant_id, id, transaction_id, account, currency, amount)
       SELECT md5('ledger-merchant-' || g)::uuid, md5('ledger-entry-' || g || '-' || leg.n)::uuid,
              md5('ledger-tx-' || g)::uuid, leg.account, 'NGN', leg.amount
       FROM generate_series(1, $1::int) g,
            (VALUES (1, 'wallet', 100000), (2, 'provider:bench', -100000)) AS leg(n, account, amount);
       INSERT INTO wallets (merchant_id, currency, balance)
       SELECT md5('ledger-merchant-' || g)::uuid, 'NGN', 100000 FROM generate_series(1, $1::int) g;`.replace(
        /\$1::int/g,
        String(SMALL_MERCHANTS),
      ),
    );
    await client.query(`INSERT INTO ledger_account_totals (merchant_id, account, currency, entries, balance)
      SELECT merchant_id, account, currency, count(*), sum(amount) FROM ledger_entries GROUP BY 1, 2, 3`);
    await client.query('COMMIT');
  } finally {
    client.release();
  }
  await pool.query('ANALYZE');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(work: () => Promise<unknown>) {
  const start = performance.now();
  await work();
  return performance.now() - start;
}

runMain(() =>
  withScratchDatabase(async ({ pool }) => {
    const loading = await timed(() => load(pool));
    const { rows } = await pool.query(
      'SELECT (SELECT count(*) FROM ledger_entries)::int AS entries, (SELECT count(*) FROM ledger_account_totals)::int AS accounts',
    );
    console.log(
      `loaded ${rows[0].entries} entries, ${rows[0].accounts} kept account totals in ${(loading / 1000).toFixed(1)} s`,
    );
    const db = createDatabase(pool);
    const scrape: number[] = [];
    const recount: number[] = [];
    let result: unknown;
    for (let run = 0; run < RUNS; run++) {
      scrape.push(await timed(async () => (result = await checkLedger(db))));
      recount.push(
        await timed(async () => {
          for (const statement of FULL_RECOUNT) await pool.query(statement);
        }),
      );
    }
    console.log(
      `ledger check (metrics): median ${median(scrape).toFixed(1)} ms of ${RUNS}; result ${JSON.stringify(result)}`,
    );
    console.log(`full recount of the entries: median ${median(recount).toFixed(1)} ms of ${RUNS}`);
  }, 2),
);
