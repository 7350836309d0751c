import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addDays, dayStart } from './report-range.ts';

export interface InvoiceTotals {
  issuedCount: number;
  issuedAmount: number;
  paidCount: number;
  paidAmount: number;
}

export interface WalletFlows {
  inflow: number;
  outflow: number;
}

/** Invoice and wallet figures of a range (minor units), read live: both are small next to the orders. */
export const moneyRepository = {
  /**
   * Issued: status ISSUED with a billing date in the range. Paid: paid during the range. Two index-only
   * scans (invoices_issued_amounts, invoices_paid_amounts): one OR over both made a scan of every invoice.
   */
  async invoices(
    db: Executor,
    merchantId: string,
    currency: string,
    range: { from: string; to: string },
  ): Promise<InvoiceTotals> {
    const [start, end] = [dayStart(range.from).toISOString(), dayStart(addDays(range.to, 1)).toISOString()];
    const { rows } = await db.execute<{
      issued_count: number;
      issued_amount: number;
      paid_count: number;
      paid_amount: number;
    }>(sql`
      SELECT issued.count AS issued_count, issued.amount AS issued_amount,
             paid.count AS paid_count, paid.amount AS paid_amount
      FROM (SELECT count(*)::int AS count, coalesce(sum(total_amount_minor), 0)::bigint AS amount FROM invoices
            WHERE merchant_id = ${merchantId} AND currency = ${currency} AND status = 'ISSUED'
              AND billing_date BETWEEN ${range.from}::date AND ${range.to}::date) AS issued,
           (SELECT count(*)::int AS count, coalesce(sum(total_amount_minor), 0)::bigint AS amount FROM invoices
            WHERE merchant_id = ${merchantId} AND currency = ${currency} AND payment_status = 'PAID'
              AND paid_at >= ${start}::timestamptz AND paid_at < ${end}::timestamptz) AS paid`);
    const row = rows[0]!;
    return {
      issuedCount: row.issued_count,
      issuedAmount: row.issued_amount,
      paidCount: row.paid_count,
      paidAmount: row.paid_amount,
    };
  },

  /** Credits and debits of the wallet account in the ledger (index-only scan of ledger_entries_wallet_flows). */
  async walletFlows(
    db: Executor,
    merchantId: string,
    currency: string,
    range: { from: string; to: string },
  ): Promise<WalletFlows> {
    const { rows } = await db.execute<{ inflow: number; outflow: number }>(sql`
      SELECT coalesce(sum(amount) FILTER (WHERE amount > 0), 0)::bigint AS inflow,
             coalesce(-sum(amount) FILTER (WHERE amount < 0), 0)::bigint AS outflow
      FROM ledger_entries
      WHERE merchant_id = ${merchantId} AND account = 'wallet' AND currency = ${currency}
        AND created_at >= ${dayStart(range.from).toISOString()}::timestamptz
        AND created_at < ${dayStart(addDays(range.to, 1)).toISOString()}::timestamptz`);
    return rows[0]!;
  },
};
