import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessDayOf, businessDayStart } from './business-day-sql.ts';

/**
 * The invoice and wallet roll-ups (money_daily_rollups, decision 027), kept by the roll-up job beside the
 * sales roll-ups and in its transaction. A (merchant, currency, day) is recomputed whole from the base
 * tables through their indexes (invoices_issued_amounts, invoices_paid_amounts, ledger_entries_wallet_flows,
 * invoice_vat_entries_received).
 */

/** One row per day of rollup_money_days: its figures read from the base tables; days of nothing are left out. */
const RECOMPUTE_DAYS = sql`
  INSERT INTO money_daily_rollups (merchant_id, currency, day, issued_count, issued_amount, paid_count, paid_amount, inflow, outflow, vat_collected)
  SELECT d.merchant_id, d.currency, d.day, issued.count, issued.amount, paid.count, paid.amount, wallet.inflow, wallet.outflow, vat.collected
  FROM rollup_money_days d
  CROSS JOIN LATERAL (
    SELECT count(*) AS count, coalesce(sum(total_amount_minor), 0) AS amount FROM invoices
    WHERE merchant_id = d.merchant_id AND currency = d.currency AND status = 'ISSUED' AND billing_date = d.day) issued
  CROSS JOIN LATERAL (
    SELECT count(*) AS count, coalesce(sum(total_amount_minor - refunded_minor), 0) AS amount FROM invoices
    WHERE merchant_id = d.merchant_id AND currency = d.currency AND payment_status = 'PAID'
      AND refunded_minor < total_amount_minor
      AND paid_at >= ${businessDayStart(sql`d.day`)} AND paid_at < ${businessDayStart(sql`d.day + 1`)}) paid
  CROSS JOIN LATERAL (
    SELECT coalesce(sum(amount) FILTER (WHERE amount > 0), 0) AS inflow,
           coalesce(-sum(amount) FILTER (WHERE amount < 0), 0) AS outflow
    FROM ledger_entries
    WHERE merchant_id = d.merchant_id AND account = 'wallet' AND currency = d.currency
      AND created_at >= ${businessDayStart(sql`d.day`)} AND created_at < ${businessDayStart(sql`d.day + 1`)}) wallet
  CROSS JOIN LATERAL (
    SELECT count(*) AS entries, coalesce(sum(vat_minor), 0) AS collected FROM invoice_vat_entries
    WHERE merchant_id = d.merchant_id AND currency = d.currency
      AND received_at >= ${businessDayStart(sql`d.day`)} AND received_at < ${businessDayStart(sql`d.day + 1`)}) vat
  WHERE issued.count > 0 OR paid.count > 0 OR wallet.inflow > 0 OR wallet.outflow > 0 OR vat.entries > 0`;

const DAYS_TABLE = sql`CREATE TEMP TABLE rollup_money_days (merchant_id uuid, currency text, day date) ON COMMIT DROP`;

/** Replaces the rows of the days in rollup_money_days (all of them before `today`), then drops the table. */
async function recompute(db: Executor) {
  await db.execute(sql`
    ANALYZE rollup_money_days;
    DELETE FROM money_daily_rollups r USING rollup_money_days d
      WHERE r.merchant_id = d.merchant_id AND r.currency = d.currency AND r.day = d.day`);
  const { rowCount } = await db.execute(RECOMPUTE_DAYS);
  await db.execute(sql`DROP TABLE rollup_money_days`);
  return rowCount ?? 0;
}

export const moneyRollups = {
  /** Every day before `today` from scratch (the job's first run): the days that have any figure. */
  async rebuildAll(db: Executor, today: string) {
    const before = businessDayStart(sql`${today}::date`);
    await db.execute(sql`DELETE FROM money_daily_rollups`);
    await db.execute(DAYS_TABLE);
    await db.execute(sql`
      INSERT INTO rollup_money_days
      SELECT merchant_id, currency, billing_date FROM invoices WHERE status = 'ISSUED' AND billing_date < ${today}::date
      UNION
      SELECT merchant_id, currency, ${businessDayOf(sql`paid_at`)} FROM invoices
        WHERE payment_status = 'PAID' AND paid_at < ${before}
      UNION
      SELECT merchant_id, currency, ${businessDayOf(sql`created_at`)} FROM ledger_entries
        WHERE account = 'wallet' AND created_at < ${before}
      UNION
      SELECT merchant_id, currency, ${businessDayOf(sql`received_at`)} FROM invoice_vat_entries
        WHERE received_at < ${before}`);
    return recompute(db);
  },

  /**
   * A catch-up: the whole past days (before `today`) of invoices changed since `since` (their billing day
   * and the day they were paid; only a draft's billing date can change, and a draft is not counted), the
   * days that ended since the last run (from `previousToday`), and the days of wallet entries and VAT
   * entries written since then (neither is ever changed; `since` covers a transaction that committed late).
   */
  async catchUp(db: Executor, since: Date, previousToday: string, today: string) {
    const changed = sql`updated_at > ${since.toISOString()}::timestamptz`;
    const ended = businessDayStart(sql`${previousToday}::date`);
    await db.execute(DAYS_TABLE);
    await db.execute(sql`
      INSERT INTO rollup_money_days
      SELECT * FROM (
        SELECT merchant_id, currency, billing_date AS day FROM invoices
          WHERE ${changed} OR billing_date >= ${previousToday}::date
        UNION
        SELECT merchant_id, currency, ${businessDayOf(sql`paid_at`)} FROM invoices
          WHERE paid_at IS NOT NULL AND (${changed} OR paid_at >= ${ended})
        UNION
        SELECT merchant_id, currency, ${businessDayOf(sql`created_at`)} FROM ledger_entries
          WHERE account = 'wallet' AND created_at >= least(${since.toISOString()}::timestamptz, ${ended})
        UNION
        SELECT merchant_id, currency, ${businessDayOf(sql`received_at`)} FROM invoice_vat_entries
          WHERE created_at >= least(${since.toISOString()}::timestamptz, ${ended})
      ) AS d WHERE day < ${today}::date`);
    return recompute(db);
  },
};
