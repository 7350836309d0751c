import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessWallTime } from './business-day-sql.ts';
import { isProductWindow } from './product-windows.ts';
import { monthSpans, type RangeParts } from './report-range.ts';
import { ROLLUP_NAME } from './rollup-repository.ts';
import { liveOrders, unionAll } from './sales-repository.ts';

export interface ProductTotals {
  rankBy: 'revenue' | 'units';
  productId: string;
  name: string;
  units: number;
  revenue: number;
}

type ProductRow = {
  rank_by: ProductTotals['rankBy'];
  product_id: string;
  name: string;
  units: number;
  revenue: number;
};

const BY_REVENUE = sql`revenue DESC, units DESC, product_id`;
const BY_UNITS = sql`units DESC, revenue DESC, product_id`;

/** Both rankings of `p` (product_id, units, revenue[, name]), each row with its position; ties: the other figure, then the id. */
const ranked = (limit: number) => sql`
  (SELECT 'revenue' AS rank_by, *, row_number() OVER (ORDER BY ${BY_REVENUE}) AS position
   FROM p ORDER BY ${BY_REVENUE} LIMIT ${limit})
  UNION ALL
  (SELECT 'units' AS rank_by, *, row_number() OVER (ORDER BY ${BY_UNITS}) AS position
   FROM p ORDER BY ${BY_UNITS} LIMIT ${limit})`;

/**
 * (product_id, units, revenue, at, name) of each line of the live part; a live line's time sorts after
 * any rolled day, so with max(ARRAY[at, name]) the latest name wins.
 */
const liveLines = (merchantId: string, currency: string, live: NonNullable<RangeParts['live']>) => sql`
  SELECT i.product_id, i.quantity, i.price * i.quantity, ${businessWallTime(sql`o.created_at`)}, i.name
  FROM orders o JOIN order_items i ON i.merchant_id = o.merchant_id AND i.order_id = o.id
  WHERE ${liveOrders(merchantId, currency, live)} AND o.type = 'PRODUCT'`;

const toTotals = (rows: ProductRow[]): ProductTotals[] =>
  rows.map((r) => ({
    rankBy: r.rank_by,
    productId: r.product_id,
    name: r.name,
    units: r.units,
    revenue: r.revenue,
  }));

/**
 * The best `limit` products by revenue and by units. When the rolled part of the range is a window the
 * roll-up job keeps (the dashboard's shortcuts), its totals are read from order_product_window_totals;
 * any other range sums the monthly and daily product roll-ups (the slower way, decision 027).
 */
export async function topProducts(
  db: Executor,
  merchantId: string,
  currency: string,
  parts: RangeParts,
  completeBefore: string | null,
  limit: number,
): Promise<ProductTotals[]> {
  if (parts.rolled && isProductWindow(completeBefore, parts.rolled)) {
    const fromWindow = await windowTop(db, merchantId, currency, parts, completeBefore!, limit);
    if (fromWindow) return fromWindow;
  }
  return summedTop(db, merchantId, currency, parts, limit);
}

/**
 * The top products of a window plus the live part. Exact because live sales only add to a product's units
 * and revenue: a product outside the window's top `limit` (in one ranking) that sold nothing live keeps
 * its window totals, and each of the window's top `limit` products ranked before it still does after its
 * own live sales are added (a larger or equal figure stays ahead; equal figures keep the id order). So the
 * top `limit` of window + live are among the window's top `limit` in that ranking and the products sold
 * live — the candidates read here (test/dashboard/report-exactness.test.ts checks this against a direct
 * aggregate). Null when the roll-up job moved its windows on since `completeBefore` was read.
 */
async function windowTop(
  db: Executor,
  merchantId: string,
  currency: string,
  parts: RangeParts,
  completeBefore: string,
  limit: number,
): Promise<ProductTotals[] | null> {
  const window = sql`w.merchant_id = ${merchantId} AND w.currency = ${currency}
    AND w.window_from = ${parts.rolled!.from} AND w.window_to = ${parts.rolled!.to}`;
  const live = parts.live
    ? sql`SELECT product_id, sum(units)::bigint, sum(revenue)::bigint, (max(ARRAY[at, name]))[2]
          FROM (${liveLines(merchantId, currency, parts.live)}) AS x(product_id, units, revenue, at, name)
          GROUP BY product_id`
    : sql`SELECT NULL::uuid, 0::bigint, 0::bigint, NULL::text WHERE false`;
  const { rows } = await db.execute<ProductRow & { complete_before: string }>(sql`
    WITH live (product_id, units, revenue, name) AS (${live}),
    candidates AS (
      (SELECT w.product_id, w.units, w.revenue, w.name FROM order_product_window_totals w WHERE ${window}
       ORDER BY w.revenue DESC, w.units DESC, w.product_id LIMIT ${limit})
      UNION
      (SELECT w.product_id, w.units, w.revenue, w.name FROM order_product_window_totals w WHERE ${window}
       ORDER BY w.units DESC, w.revenue DESC, w.product_id LIMIT ${limit})
      UNION
      SELECT w.product_id, w.units, w.revenue, w.name FROM order_product_window_totals w
      JOIN live l ON l.product_id = w.product_id WHERE ${window}
    ),
    p AS (
      SELECT coalesce(c.product_id, l.product_id) AS product_id,
             (coalesce(c.units, 0) + coalesce(l.units, 0))::bigint AS units,
             (coalesce(c.revenue, 0) + coalesce(l.revenue, 0))::bigint AS revenue,
             coalesce(l.name, c.name) AS name
      FROM candidates c FULL JOIN live l ON l.product_id = c.product_id
    )
    SELECT s.complete_before::text AS complete_before, t.*
    FROM dashboard_rollup_state s LEFT JOIN (${ranked(limit)}) AS t ON true
    WHERE s.name = ${ROLLUP_NAME} ORDER BY t.rank_by, t.position`);
  if (rows[0]?.complete_before !== completeBefore) return null;
  return toTotals(rows.filter((r) => r.product_id !== null));
}

/**
 * Any range: whole months from the monthly roll-ups, the other days from the daily ones, and the live
 * part. The units and revenue of every product are summed first; the latest names are then read for the
 * winners only (carrying every row's name through the sums took twice as long).
 */
async function summedTop(
  db: Executor,
  merchantId: string,
  currency: string,
  parts: RangeParts,
  limit: number,
): Promise<ProductTotals[]> {
  const tenant = sql`merchant_id = ${merchantId} AND currency = ${currency}`;
  const spans = parts.rolled ? monthSpans(parts.rolled) : { months: null, days: [] };
  /** (product_id, units, revenue, at, name) of the range, of the products `only` lists if given. */
  const rows = (only?: SQL) => {
    const of = (column: SQL) => (only ? sql`AND ${column} IN (${only})` : sql``);
    const reads: (SQL | null)[] = spans.days.map(
      (span) => sql`SELECT product_id, units, revenue, day::text, name FROM order_product_daily_rollups
        WHERE ${tenant} AND day BETWEEN ${span.from} AND ${span.to} ${of(sql`product_id`)}`,
    );
    if (spans.months) {
      reads.push(sql`SELECT product_id, units, revenue, last_day::text, name FROM order_product_monthly_rollups
        WHERE ${tenant} AND month >= ${spans.months.from} AND month < ${spans.months.to} ${of(sql`product_id`)}`);
    }
    if (parts.live) reads.push(sql`${liveLines(merchantId, currency, parts.live)} ${of(sql`i.product_id`)}`);
    return unionAll(reads);
  };
  const { rows: found } = await db.execute<ProductRow>(sql`
    WITH p AS (
      SELECT product_id, sum(units)::bigint AS units, sum(revenue)::bigint AS revenue
      FROM (${rows()}) AS x(product_id, units, revenue, at, name)
      GROUP BY product_id
    ), top AS (${ranked(limit)}),
    named AS (
      SELECT product_id, (max(ARRAY[at, name]))[2] AS name
      FROM (${rows(sql`SELECT product_id FROM top`)}) AS x(product_id, units, revenue, at, name)
      GROUP BY product_id
    )
    SELECT top.rank_by, top.product_id, top.units, top.revenue, named.name
    FROM top JOIN named ON named.product_id = top.product_id ORDER BY top.rank_by, top.position`);
  return toTotals(found);
}
