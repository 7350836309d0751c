import type pg from 'pg';

export interface LedgerCheck {
  transactions: number;
  entries: number;
  unbalancedTransactions: number;
  wallets: { currency: string; balance: number; entriesSum: number; matches: boolean }[];
  ok: boolean;
}

/** The ledger invariants: every transaction sums to zero per currency; each wallet balance equals Σ its entries. */
export async function checkLedger(pool: pg.Pool | pg.PoolClient, merchantId: string): Promise<LedgerCheck> {
  const { rows: totals } = await pool.query(
    `SELECT (SELECT count(*) FROM ledger_transactions WHERE merchant_id = $1)::int AS transactions,
            (SELECT count(*) FROM ledger_entries WHERE merchant_id = $1)::int AS entries,
            (SELECT count(*) FROM (SELECT 1 FROM ledger_entries WHERE merchant_id = $1
                                   GROUP BY transaction_id, currency HAVING sum(amount) <> 0) u)::int AS unbalanced`,
    [merchantId],
  );
  const { rows: wallets } = await pool.query(
    `SELECT w.currency, w.balance::bigint AS balance,
            coalesce((SELECT sum(e.amount) FROM ledger_entries e
                      WHERE e.merchant_id = w.merchant_id AND e.account = 'wallet' AND e.currency = w.currency), 0)::bigint AS sum
     FROM wallets w WHERE w.merchant_id = $1 ORDER BY w.currency`,
    [merchantId],
  );
  const list = wallets.map((w) => ({
    currency: w.currency as string,
    balance: Number(w.balance),
    entriesSum: Number(w.sum),
    matches: Number(w.balance) === Number(w.sum),
  }));
  const t = totals[0];
  return {
    transactions: t.transactions,
    entries: t.entries,
    unbalancedTransactions: t.unbalanced,
    wallets: list,
    ok: t.unbalanced === 0 && list.every((w) => w.matches),
  };
}
