import { businessDay } from '@oja/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { RangeParts } from './report-range.ts';

export interface MoneyFigures {
  issuedCount: number;
  issuedAmount: number;
  paidCount: number;
  paidAmount: number;
  inflow: number;
  outflow: number;
  vatCollected: number;
}

/**
 * Invoice and wallet figures of a range (minor units) in one statement: whole past days from
 * money_daily_rollups, the rest read live. Issued: status ISSUED with a billing date in the range. Paid:
 * paid during the range. Wallet: credits and debits of the wallet account in the ledger. VAT collected:
 * the VAT entries of invoices received in the range, net of refunds (decision 046). The live reads are
 * index-only scans of invoices_issued_amounts, invoices_paid_amounts, ledger_entries_wallet_flows and
 * invoice_vat_entries_received.
 */
export async function moneyFigures(
  db: Executor,
  merchantId: string,
  currency: string,
  range: { to: string },
  parts: RangeParts,
): Promise<MoneyFigures> {
  const tenant = sql`merchant_id = ${merchantId} AND currency = ${currency}`;
  const reads: SQL[] = [];
  if (parts.rolled) {
    reads.push(sql`SELECT issued_count, issued_amount, paid_count, paid_amount, inflow, outflow, vat_collected FROM money_daily_rollups
      WHERE ${tenant} AND day BETWEEN ${parts.rolled.from} AND ${parts.rolled.to}`);
  }
  if (parts.live) {
    const [start, end] = [parts.live.from.toISOString(), parts.live.to.toISOString()];
    reads.push(
      sql`SELECT count(*), sum(total_amount_minor), 0, 0, 0, 0, 0 FROM invoices
        WHERE ${tenant} AND status = 'ISSUED' AND billing_date BETWEEN ${businessDay(parts.live.from)}::date AND ${range.to}::date`,
      sql`SELECT 0, 0, count(*), sum(total_amount_minor - refunded_minor), 0, 0, 0 FROM invoices
        WHERE ${tenant} AND payment_status = 'PAID' AND refunded_minor < total_amount_minor
          AND paid_at >= ${start}::timestamptz AND paid_at < ${end}::timestamptz`,
      sql`SELECT 0, 0, 0, 0, sum(amount) FILTER (WHERE amount > 0), -sum(amount) FILTER (WHERE amount < 0), 0
        FROM ledger_entries WHERE merchant_id = ${merchantId} AND account = 'wallet' AND currency = ${currency}
          AND created_at >= ${start}::timestamptz AND created_at < ${end}::timestamptz`,
      sql`SELECT 0, 0, 0, 0, 0, 0, sum(vat_minor) FROM invoice_vat_entries
        WHERE ${tenant} AND received_at >= ${start}::timestamptz AND received_at < ${end}::timestamptz`,
    );
  }
  const { rows } = await db.execute<{
    issued_count: number;
    issued_amount: number;
    paid_count: number;
    paid_amount: number;
    inflow: number;
    outflow: number;
    vat_collected: number;
  }>(sql`
    SELECT coalesce(sum(ic), 0)::int AS issued_count, coalesce(sum(ia), 0)::bigint AS issued_amount,
           coalesce(sum(pc), 0)::int AS paid_count, coalesce(sum(pa), 0)::bigint AS paid_amount,
           coalesce(sum(i), 0)::bigint AS inflow, coalesce(sum(o), 0)::bigint AS outflow,
           coalesce(sum(v), 0)::bigint AS vat_collected
    FROM (${sql.join(reads, sql` UNION ALL `)}) AS x(ic, ia, pc, pa, i, o, v)`);
  const row = rows[0]!;
  return {
    issuedCount: row.issued_count,
    issuedAmount: row.issued_amount,
    paidCount: row.paid_count,
    paidAmount: row.paid_amount,
    inflow: row.inflow,
    outflow: row.outflow,
    vatCollected: row.vat_collected,
  };
}
