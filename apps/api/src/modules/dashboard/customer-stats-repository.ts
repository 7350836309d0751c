import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countedStatus, hasCustomer, netSale } from './counted-orders.ts';
import { NO_PREVIOUS_MONTH } from '../../db/schema/index.ts';
import { monthOf, monthSpans, type RangeParts } from './report-range.ts';

/**
 * Buyers (by email; a walk-in sale without one has no buyer) of one merchant and currency. Rolled days
 * come from order_buyer_daily_rollups, whose prev_day makes "a buyer's first day in the range" a plain
 * filter; the live part (the orders from the first day not rolled up) is grouped per email and checked
 * against each buyer's rolled totals.
 */

const EPOCH = new Date(0);

/** Orders of the live part with a customer, from `from` on; `o` is the alias. */
const liveSince = (merchantId: string, currency: string, from: Date, to?: Date) => sql`
  o.merchant_id = ${merchantId} AND o.currency = ${currency} AND ${countedStatus} AND ${hasCustomer}
  AND o.created_at >= ${from.toISOString()}::timestamptz
  ${to ? sql`AND o.created_at < ${to.toISOString()}::timestamptz` : sql``}`;

export interface BuyerCounts {
  newCustomers: number;
  returningCustomers: number;
}

export interface RecentBuyerRow {
  id: string | null;
  email: string;
  name: string;
  phone: string;
  orders: number;
  spent: number;
  lastOrderAt: Date;
}

/** A recent buyer as the query reads it. */
type RecentBuyerRecord = Omit<RecentBuyerRow, 'lastOrderAt'> & { last_order_at: Date | string };

export const customerStatsRepository = {
  /** New buyers (first counted order in the range) and returning ones (ordered in it and before it). */
  async counts(
    db: Executor,
    merchantId: string,
    currency: string,
    range: { from: string },
    parts: RangeParts,
  ): Promise<BuyerCounts> {
    const [rolled, live] = await Promise.all([
      parts.rolled
        ? rolledCounts(db, merchantId, currency, parts.rolled)
        : { newCustomers: 0, returningCustomers: 0 },
      parts.live
        ? liveCounts(db, merchantId, currency, range.from, parts)
        : { newCustomers: 0, returningCustomers: 0 },
    ]);
    return {
      newCustomers: rolled.newCustomers + live.newCustomers,
      returningCustomers: rolled.returningCustomers + live.returningCustomers,
    };
  },

  /** The `limit` buyers who ordered last, with their totals and their row in the customer book, if any. */
  async recent(
    db: Executor,
    merchantId: string,
    currency: string,
    liveFrom: Date | null,
    limit: number,
  ): Promise<RecentBuyerRow[]> {
    const { rows } = await db.execute<RecentBuyerRecord>(sql`
      WITH live AS (
        SELECT o.email, count(*) AS orders, sum(${netSale}) AS spent, max(o.created_at) AS last_order_at,
               (array_agg(o.delivery_name ORDER BY o.created_at DESC))[1] AS name,
               (array_agg(o.phone ORDER BY o.created_at DESC))[1] AS phone
        FROM orders o WHERE ${liveSince(merchantId, currency, liveFrom ?? EPOCH)}
        GROUP BY o.email
      ), rolled AS (
        (SELECT email, name, phone, orders, spent, last_order_at FROM order_buyer_rollups
         WHERE merchant_id = ${merchantId} AND currency = ${currency} ORDER BY last_order_at DESC NULLS LAST LIMIT ${limit})
        UNION
        SELECT b.email, b.name, b.phone, b.orders, b.spent, b.last_order_at FROM order_buyer_rollups b
        JOIN live l ON l.email = b.email WHERE b.merchant_id = ${merchantId} AND b.currency = ${currency}
      ), buyers AS (
        SELECT coalesce(l.email, r.email) AS email,
               CASE WHEN l.email IS NULL THEN r.name ELSE l.name END AS name,
               CASE WHEN l.email IS NULL THEN r.phone ELSE l.phone END AS phone,
               (coalesce(l.orders, 0) + coalesce(r.orders, 0))::bigint AS orders,
               (coalesce(l.spent, 0) + coalesce(r.spent, 0))::bigint AS spent,
               greatest(l.last_order_at, r.last_order_at) AS last_order_at
        FROM live l FULL JOIN rolled r ON r.email = l.email
        ORDER BY 6 DESC, 1 LIMIT ${limit}
      )
      SELECT c.id, b.* FROM buyers b
      LEFT JOIN customers c ON c.merchant_id = ${merchantId} AND c.email = b.email
      ORDER BY b.last_order_at DESC, b.email`);
    return rows.map((r) => ({
      id: r.id,
      email: r.email,
      name: r.name,
      phone: r.phone,
      orders: r.orders,
      spent: r.spent,
      lastOrderAt: new Date(r.last_order_at),
    }));
  },
};

/**
 * Each buyer's first rolled day in the range is the row whose prev_day is before the range (or null: new).
 * Whole months are summed from order_buyer_monthly_counts: rows whose previous month is before the range's
 * first month, plus those whose previous day falls in that month but before the range starts.
 */
async function rolledCounts(
  db: Executor,
  merchantId: string,
  currency: string,
  rolled: { from: string; to: string },
) {
  const from = rolled.from;
  const spans = monthSpans(rolled);
  const tenant = sql`merchant_id = ${merchantId} AND currency = ${currency}`;
  const parts: SQL[] = spans.days.map(
    (
      span,
    ) => sql`SELECT count(*) FILTER (WHERE prev_day IS NULL), count(*) FILTER (WHERE prev_day IS NOT NULL)
      FROM order_buyer_daily_rollups
      WHERE ${tenant} AND day BETWEEN ${span.from} AND ${span.to} AND (prev_day IS NULL OR prev_day < ${from})`,
  );
  if (spans.months) {
    const { from: first, to: end } = spans.months;
    parts.push(sql`SELECT coalesce(sum(buyer_days) FILTER (WHERE prev_month = ${NO_PREVIOUS_MONTH}), 0),
                          coalesce(sum(buyer_days) FILTER (WHERE prev_month <> ${NO_PREVIOUS_MONTH}), 0)
      FROM order_buyer_monthly_counts
      WHERE ${tenant} AND month >= ${first} AND month < ${end} AND prev_month < ${monthOf(from)}`);
    if (monthOf(from) < from) {
      parts.push(sql`SELECT 0, count(*) FROM order_buyer_daily_rollups
        WHERE ${tenant} AND prev_day >= ${monthOf(from)} AND prev_day < ${from} AND day >= ${first} AND day < ${end}`);
    }
  }
  const { rows } = await db.execute<{ new_customers: number; returning_customers: number }>(sql`
    SELECT coalesce(sum(n), 0)::bigint AS new_customers, coalesce(sum(r), 0)::bigint AS returning_customers
    FROM (${sql.join(parts, sql` UNION ALL `)}) AS x(n, r)`);
  return { newCustomers: rows[0]?.new_customers ?? 0, returningCustomers: rows[0]?.returning_customers ?? 0 };
}

/**
 * The live buyers of the range not already counted from the roll-ups (no rolled day in the range). One is
 * new without rolled history and without a live order before the range. With no roll-ups at all the live
 * part reads the merchant's whole history.
 */
async function liveCounts(
  db: Executor,
  merchantId: string,
  currency: string,
  from: string,
  parts: RangeParts,
) {
  const live = parts.live!;
  const { rows } = await db.execute<{ new_customers: number; returning_customers: number }>(sql`
    WITH live AS (
      SELECT o.email, min(o.created_at) AS first_at, bool_or(o.created_at >= ${live.from.toISOString()}::timestamptz) AS in_range
      FROM orders o WHERE ${liveSince(merchantId, currency, parts.liveHistoryFrom ?? EPOCH, live.to)}
      GROUP BY o.email
    ), judged AS (
      SELECT b.email IS NULL AND l.first_at >= ${live.from.toISOString()}::timestamptz AS is_new
      FROM live l
      LEFT JOIN order_buyer_rollups b ON b.merchant_id = ${merchantId} AND b.currency = ${currency} AND b.email = l.email
      WHERE l.in_range AND (b.email IS NULL OR b.last_day < ${from}::date)
    )
    SELECT count(*) FILTER (WHERE is_new) AS new_customers, count(*) FILTER (WHERE NOT is_new) AS returning_customers
    FROM judged`);
  return { newCustomers: rows[0]?.new_customers ?? 0, returningCustomers: rows[0]?.returning_customers ?? 0 };
}
