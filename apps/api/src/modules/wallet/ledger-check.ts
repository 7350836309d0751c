import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** How many of the ledger's accounts break each invariant (all zero on a sound ledger). */
export interface LedgerCheck {
  /** A wallet whose balance differs from its ledger account's kept total. */
  walletDrift: number;
  /** A merchant's accounts in one currency that do not sum to zero (every transaction sums to zero). */
  unbalanced: number;
  /** A wallet account with entries but no wallet. */
  orphanAccounts: number;
  /** A wallet below zero. */
  negativeWallets: number;
}

/**
 * The ledger's invariants, checked on the kept totals instead of the entries: `wallets` (kept by the
 * services) against `ledger_account_totals` (kept by the trigger on ledger_entries, migration 0028).
 * It reads one row per wallet and per merchant account and currency, never the entries, so its cost
 * follows the number of merchants, not the length of the ledger. That the totals match their entries is
 * the trigger's work, recounted in full by the tests, not here.
 */
export async function checkLedger(db: Executor): Promise<LedgerCheck> {
  const { rows } = await db.execute<LedgerCheck & Record<string, unknown>>(sql`
    SELECT
      (SELECT count(*)::int FROM wallets w
         LEFT JOIN ledger_account_totals t
           ON t.merchant_id = w.merchant_id AND t.account = 'wallet' AND t.currency = w.currency
        WHERE w.balance <> coalesce(t.balance, 0)) AS "walletDrift",
      (SELECT count(*)::int FROM (SELECT 1 FROM ledger_account_totals
                              GROUP BY merchant_id, currency HAVING sum(balance) <> 0) s) AS "unbalanced",
      (SELECT count(*)::int FROM ledger_account_totals t
        WHERE t.account = 'wallet' AND NOT EXISTS
              (SELECT 1 FROM wallets w WHERE w.merchant_id = t.merchant_id AND w.currency = t.currency))
        AS "orphanAccounts",
      (SELECT count(*)::int FROM wallets WHERE balance < 0) AS "negativeWallets"`);
  const [check] = rows;
  if (!check) throw new Error('the ledger check returned no row');
  return check;
}
