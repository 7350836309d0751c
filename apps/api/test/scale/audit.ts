import { readFileSync } from 'node:fs';
import type pg from 'pg';
import { migrationsFolder } from '../../src/config/paths.ts';
import type { LoadState } from './merchant-load.ts';
import { STOCK_UNITS } from './merchant-setup.ts';

/**
 * What the database holds after the scale test, against what the clients were told: every write answered
 * 2xx is stored, none twice; every background effect happened once whichever instance ran it; the ledger
 * balances; the migrations were applied once.
 */

const MARKS: Record<string, string> = {
  product: `SELECT name AS mark, count(*)::int AS n FROM products WHERE merchant_id = $1 GROUP BY name`,
  checkout: `SELECT email AS mark, count(*)::int AS n FROM orders WHERE merchant_id = $1 GROUP BY email`,
  invoice: `SELECT email AS mark, count(*)::int AS n FROM invoices WHERE merchant_id = $1 GROUP BY email`,
  withdrawal: `SELECT reason AS mark, count(*)::int AS n FROM payouts WHERE merchant_id = $1 GROUP BY reason`,
  message: `SELECT text AS mark, count(*)::int AS n FROM messages WHERE merchant_id = $1 GROUP BY text`,
};

/** Accepted writes missing from the database, and writes stored more than once. */
export async function auditWrites(pool: pg.Pool, states: LoadState[]) {
  const lost: string[] = [];
  const duplicated: string[] = [];
  for (const { merchant, writes } of states) {
    const counts = new Map<string, number>();
    for (const [kind, query] of Object.entries(MARKS)) {
      for (const row of (await pool.query<{ mark: string; n: number }>(query, [merchant.id])).rows)
        counts.set(`${kind} ${row.mark}`, row.n);
    }
    for (const w of writes) {
      const n = counts.get(`${w.kind} ${w.mark}`) ?? 0;
      if (w.accepted && n === 0) lost.push(`${w.kind} ${w.mark}`);
      if (n > 1) duplicated.push(`${w.kind} ${w.mark} ×${n}`);
    }
  }
  return { lost, duplicated };
}

/** Each query lists what happened more than once (or is not whole); all must come back empty. */
const DOUBLE_EFFECTS: Record<string, string> = {
  'order status reached twice (payment, expiry, carrier step)': `SELECT order_id || ' ' || to_status AS what
     FROM order_status_events GROUP BY merchant_id, order_id, to_status HAVING count(*) > 1`,
  'ledger posting made twice (top-up, withdrawal, settlement, escrow)': `SELECT kind || ' ' || reference AS what
     FROM ledger_transactions GROUP BY merchant_id, kind, reference HAVING count(*) > 1`,
  'carrier step applied twice': `SELECT shipment_id || ' ' || status AS what
     FROM shipment_events GROUP BY merchant_id, shipment_id, status HAVING count(*) > 1`,
  'unbalanced ledger transaction': `SELECT transaction_id::text AS what FROM ledger_entries
     GROUP BY merchant_id, transaction_id, currency HAVING sum(amount) <> 0`,
  'wallet balance differs from its entries': `SELECT w.merchant_id || ' ' || w.currency AS what FROM wallets w
     WHERE w.balance <> (SELECT coalesce(sum(amount), 0) FROM ledger_entries e
       WHERE e.merchant_id = w.merchant_id AND e.account = 'wallet' AND e.currency = w.currency)`,
  'stock not restored exactly once by expiry': `SELECT p.id::text AS what FROM products p
     WHERE p.name LIKE 'stock %' AND p.units + (SELECT coalesce(sum(t.quantity), 0) FROM order_items t
       JOIN orders o ON o.merchant_id = t.merchant_id AND o.id = t.order_id
       WHERE t.merchant_id = p.merchant_id AND t.product_id = p.id AND o.payment_status <> 'expired') <> ${STOCK_UNITS}`,
  'settled payout without its one settlement': `SELECT p.reference AS what FROM payouts p
     WHERE p.status = 'success' AND (SELECT count(*) FROM ledger_transactions t WHERE t.merchant_id = p.merchant_id
       AND t.kind = 'withdrawal_settlement' AND t.reference = p.reference) <> 1`,
};

export async function auditEffects(pool: pg.Pool) {
  const found: Record<string, string[]> = {};
  for (const [name, query] of Object.entries(DOUBLE_EFFECTS)) {
    const rows = (await pool.query<{ what: string }>(query)).rows.map((r) => r.what);
    if (rows.length) found[name] = rows.slice(0, 5);
  }
  return found;
}

/** How many of each background effect happened, to show the jobs did run during the test. */
export async function jobEffects(pool: pg.Pool) {
  const count = async (query: string) => Number((await pool.query<{ n: string }>(query)).rows[0]!.n);
  return {
    expired: await count(`SELECT count(*) AS n FROM orders WHERE payment_status = 'expired'`),
    paid: await count(`SELECT count(*) AS n FROM ledger_transactions WHERE kind = 'escrow_hold'`),
    carrierSteps: await count(`SELECT count(*) AS n FROM shipment_events WHERE status <> 'in_transit'`),
    delivered: await count(`SELECT count(*) AS n FROM shipments WHERE status = 'delivered'`),
    payoutsSettled: await count(`SELECT count(*) AS n FROM payouts WHERE status = 'success'`),
    payoutsPending: await count(`SELECT count(*) AS n FROM payouts WHERE status IN ('pending', 'held')`),
    rollupRuns: await count(`SELECT count(*) AS n FROM dashboard_rollup_state`),
  };
}

/** Migrations recorded in the database against the committed journal: each applied once. */
export async function auditMigrations(pool: pg.Pool) {
  const journal = JSON.parse(readFileSync(`${migrationsFolder}/meta/_journal.json`, 'utf8')) as {
    entries: unknown[];
  };
  const { rows } = await pool.query<{ rows: number; hashes: number }>(
    'SELECT count(*)::int AS rows, count(DISTINCT hash)::int AS hashes FROM drizzle.__drizzle_migrations',
  );
  return { committed: journal.entries.length, applied: rows[0]!.rows, distinct: rows[0]!.hashes };
}
