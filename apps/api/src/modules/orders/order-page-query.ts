import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { OrderFilters } from './order-repository.ts';

/**
 * A page of orders in one statement (docs/decisions/028-orders-and-wallet-in-one-statement.md): the exact
 * total from order_counts, the page's lines folded in as JSON, its escrow hold and (for service orders) its
 * booking, all read in one snapshot. The page's first order is found from order_day_counts: the day it
 * falls on is the first day, newest first, whose running count passes the offset (a streamed walk over the
 * day rows), and only that day's newer orders are skipped in the index — page 10,000 skips a few hundred entries, not 99,990.
 */
export function orderPageQuery(
  merchantId: string,
  filters: OrderFilters,
  offset: number,
  limit: number,
): SQL {
  const type = filters.type ? sql` AND type = ${filters.type}` : sql``;
  const status = filters.statuses ? sql` AND status IN ${filters.statuses}` : sql``;
  const where = sql`merchant_id = ${merchantId}${type}${status}`;
  const bookings = filters.type !== 'PRODUCT';
  return sql`
WITH total AS (
  SELECT coalesce(sum(n), 0)::int AS total FROM order_counts WHERE ${where}
), anchor AS (
  SELECT day, ${offset}::bigint - before AS skip
  FROM (SELECT day,
               sum(n) OVER (ORDER BY day DESC RANGE UNBOUNDED PRECEDING) AS upto,
               coalesce(sum(n) OVER (ORDER BY day DESC RANGE BETWEEN UNBOUNDED PRECEDING AND '1 day' PRECEDING), 0)
                 AS before
        FROM order_day_counts WHERE ${where}) AS running
  WHERE upto > ${offset}::bigint
  ORDER BY day DESC LIMIT 1
), page_keys AS (
  SELECT id FROM orders
  WHERE ${where} AND created_at < (SELECT (day + 1)::timestamp AT TIME ZONE 'UTC' FROM anchor)
  ORDER BY created_at DESC NULLS LAST, id DESC NULLS LAST
  LIMIT ${limit} OFFSET (SELECT skip FROM anchor)
), page AS (
  SELECT o.*,
    (SELECT coalesce(json_agg(json_build_object('productId', i.product_id, 'name', i.name, 'price', i.price,
                                                'image', i.image, 'quantity', i.quantity) ORDER BY i.position), '[]')
     FROM order_items i WHERE i.merchant_id = o.merchant_id AND i.order_id = o.id) AS items,
    h.funded_transaction_id AS hold_funded_transaction_id, h.status AS hold_status, h.amount AS hold_amount,
    h.currency AS hold_currency, h.release_at AS hold_release_at, h.updated_at AS hold_updated_at
    ${bookings ? sql`, to_jsonb(b) AS booking` : sql`, NULL::jsonb AS booking`}
  FROM page_keys k
  JOIN orders o ON o.merchant_id = ${merchantId} AND o.id = k.id
  LEFT JOIN escrow_holds h ON h.merchant_id = o.merchant_id AND h.order_id = o.id::text
  ${bookings ? sql`LEFT JOIN bookings b ON b.merchant_id = o.merchant_id AND b.order_id = o.id` : sql``}
)
SELECT total.total, page.* FROM total LEFT JOIN page ON true
ORDER BY page.created_at DESC NULLS LAST, page.id DESC NULLS LAST`;
}

export async function runOrderPage(db: Executor, query: SQL) {
  const { rows } = await db.execute<Record<string, unknown>>(query);
  return rows;
}
