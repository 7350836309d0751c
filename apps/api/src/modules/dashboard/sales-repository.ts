import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { countedStatus, netSale } from './counted-orders.ts';
import { businessDayOf } from './business-day-sql.ts';
import type { RangeParts } from './report-range.ts';

/**
 * Order aggregates of one merchant and currency over a range: whole past days from the roll-ups, the
 * rest from the orders (index orders_merchant_recent: merchant, created_at). Sums are cast back to
 * bigint so they arrive as numbers (minor units).
 */

/** The orders of the live part; `o` is the alias. */
export const liveOrders = (merchantId: string, currency: string, live: { from: Date; to: Date }) => sql`
  o.merchant_id = ${merchantId} AND o.currency = ${currency} AND ${countedStatus}
  AND o.created_at >= ${live.from.toISOString()}::timestamptz AND o.created_at < ${live.to.toISOString()}::timestamptz`;

const dayOfOrder = businessDayOf(sql`o.created_at`);

export const unionAll = (parts: (SQL | null)[]) => {
  const present = parts.filter((p): p is SQL => p !== null);
  // A range always has a rolled or a live part (splitRange), so there is always something to read.
  if (present.length === 0) throw new Error('empty range');
  return sql.join(present, sql` UNION ALL `);
};

export interface TypeTotals {
  type: 'PRODUCT' | 'SERVICE';
  orders: number;
  sales: number;
  units: number;
}

export interface DayPoint {
  date: string;
  orders: number;
  sales: number;
}

type ReportSpan = { from: string; to: string };
type Unit = 'day' | 'month';

/** How a series steps: its label, its first point, its interval and how a day's row joins a point. */
const UNITS = {
  day: {
    label: 'YYYY-MM-DD',
    first: (from: string) => sql`${from}::timestamp`,
    step: sql`interval '1 day'`,
    joins: sql`x.day = p::date`,
  },
  month: {
    label: 'YYYY-MM',
    first: (from: string) => sql`date_trunc('month', ${from}::timestamp)`,
    step: sql`interval '1 month'`,
    joins: sql`date_trunc('month', x.day::timestamp) = p`,
  },
} satisfies Record<Unit, { label: string; first: (from: string) => SQL; step: SQL; joins: SQL }>;

export const salesRepository = {
  /** Orders, sales and units per order type. */
  async totals(db: Executor, merchantId: string, currency: string, parts: RangeParts): Promise<TypeTotals[]> {
    const rolled = parts.rolled
      ? sql`SELECT type, orders, sales, units FROM order_daily_rollups
            WHERE merchant_id = ${merchantId} AND currency = ${currency} AND day BETWEEN ${parts.rolled.from} AND ${parts.rolled.to}`
      : null;
    const liveOrderRows = parts.live
      ? sql`SELECT o.type, count(*) AS orders, sum(${netSale}) AS sales, 0 AS units FROM orders o
            WHERE ${liveOrders(merchantId, currency, parts.live)} GROUP BY o.type`
      : null;
    const liveUnits = parts.live
      ? sql`SELECT 'PRODUCT', 0, 0, sum(i.quantity) FROM orders o
            JOIN order_items i ON i.merchant_id = o.merchant_id AND i.order_id = o.id
            WHERE ${liveOrders(merchantId, currency, parts.live)} AND o.type = 'PRODUCT'`
      : null;
    const { rows } = await db.execute<{
      type: TypeTotals['type'];
      orders: number;
      sales: number;
      units: number;
    }>(sql`
      SELECT type, coalesce(sum(orders), 0)::bigint AS orders, coalesce(sum(sales), 0)::bigint AS sales,
             coalesce(sum(units), 0)::bigint AS units
      FROM (${unionAll([rolled, liveOrderRows, liveUnits])}) AS x(type, orders, sales, units)
      GROUP BY type`);
    return rows;
  },

  /**
   * One point per day of [from, to] (YYYY-MM-DD), or per month it touches (YYYY-MM), by generate_series:
   * zeros where nothing was ordered.
   */
  async series(
    db: Executor,
    merchantId: string,
    currency: string,
    range: ReportSpan,
    parts: RangeParts,
    unit: Unit,
  ) {
    const { label, first, step, joins } = UNITS[unit];
    const { rows } = await db.execute<{ point: string; orders: number; sales: number }>(sql`
      SELECT to_char(p, ${label}) AS point, coalesce(sum(x.orders), 0)::bigint AS orders,
             coalesce(sum(x.sales), 0)::bigint AS sales
      FROM generate_series(${first(range.from)}, ${range.to}::timestamp, ${step}) AS p
      LEFT JOIN (${perDay(merchantId, currency, parts)}) AS x(day, orders, sales) ON ${joins}
      GROUP BY p ORDER BY p`);
    return rows;
  },
};

/** (day, orders, sales) rows of the range: roll-up rows and the live orders grouped by business day. */
function perDay(merchantId: string, currency: string, parts: RangeParts): SQL {
  const rolled = parts.rolled
    ? sql`SELECT day, orders, sales FROM order_daily_rollups
          WHERE merchant_id = ${merchantId} AND currency = ${currency} AND day BETWEEN ${parts.rolled.from} AND ${parts.rolled.to}`
    : null;
  const live = parts.live
    ? sql`SELECT ${dayOfOrder}, count(*), sum(${netSale}) FROM orders o
          WHERE ${liveOrders(merchantId, currency, parts.live)} GROUP BY 1`
    : null;
  return unionAll([rolled, live]);
}
