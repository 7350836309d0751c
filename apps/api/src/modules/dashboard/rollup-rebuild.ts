import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { NO_PREVIOUS_MONTH } from '../../db/schema/index.ts';
import { businessDayOf, businessDayStart } from './business-day-sql.ts';
import { countedStatus, hasCustomer, netSale } from './counted-orders.ts';
import { moneyRollups } from './money-rollups.ts';
import { productWindowRollups } from './product-windows.ts';

/** The roll-ups of the orders, emptied and refilled by rebuildSalesRollups. */
export const SALES_ROLLUP_TABLES = [
  'order_daily_rollups',
  'order_product_daily_rollups',
  'order_product_monthly_rollups',
  'order_buyer_daily_rollups',
  'order_buyer_monthly_counts',
  'order_buyer_rollups',
];

/** The roll-ups of invoices and the wallet, and the product windows read from the product roll-ups. */
export const REPORT_ROLLUP_TABLES = ['money_daily_rollups', 'order_product_window_totals'];

/**
 * Every roll-up from scratch (the job's first run): the sales roll-ups, then the invoice and wallet
 * roll-ups and the product windows (which read the product roll-ups).
 */
export async function rebuildAllRollups(db: Executor, today: string) {
  const sales = await rebuildSalesRollups(db, today);
  await rebuildReportRollups(db, today);
  return sales;
}

/** The invoice and wallet roll-ups and the product windows, from scratch. */
export async function rebuildReportRollups(db: Executor, today: string) {
  await moneyRollups.rebuildAll(db, today);
  await productWindowRollups.rebuildAll(db, today);
}

/**
 * The sales roll-ups from scratch, set-wise: every one emptied, then filled by one INSERT … SELECT …
 * GROUP BY over the whole history before `today` (the first run after a deployment, or after a seed).
 * The same rows as the incremental job computes for every day (test/dashboard/rollup-rebuild.test.ts),
 * without its per-run working tables: a backfill of 1M orders costs one pass over orders and order_items.
 */
export async function rebuildSalesRollups(db: Executor, today: string) {
  const before = businessDayStart(sql`${today}::date`);
  const counted = sql`${countedStatus} AND o.created_at < ${before}`;
  const day = businessDayOf(sql`o.created_at`);
  // The sorts and hashes of a whole-history GROUP BY stay in memory instead of spilling to disk: at 1M
  // orders the product-day sort needs ~200 MB and the product-month hash ~480 MB (2 × work_mem).
  await db.execute(sql`SET LOCAL work_mem = '256MB'`);
  for (const table of SALES_ROLLUP_TABLES) await db.execute(sql`DELETE FROM ${sql.identifier(table)}`);

  await db.execute(sql`
    INSERT INTO order_daily_rollups (merchant_id, currency, day, type, orders, sales, units)
    SELECT o.merchant_id, o.currency, ${day}, o.type, count(*), sum(${netSale}), coalesce(sum(u.units), 0)
    FROM orders o
    LEFT JOIN (SELECT order_id, sum(quantity) AS units FROM order_items GROUP BY order_id) u ON u.order_id = o.id
    WHERE ${counted}
    GROUP BY 1, 2, 3, 4`);

  await db.execute(sql`
    INSERT INTO order_product_daily_rollups (merchant_id, currency, day, product_id, name, units, revenue)
    SELECT o.merchant_id, o.currency, ${day}, i.product_id, (array_agg(i.name ORDER BY o.created_at DESC))[1],
           sum(i.quantity), sum(i.price * i.quantity)
    FROM orders o JOIN order_items i ON i.merchant_id = o.merchant_id AND i.order_id = o.id
    WHERE o.type = 'PRODUCT' AND ${counted}
    GROUP BY 1, 2, 3, 4`);
  // Written in key order, so a month's rows sit together on disk: a range reads a few pages per month
  // instead of one page per row (a hash aggregate would scatter them: 120 ms → 8 ms for two months at 1M).
  await db.execute(sql`
    INSERT INTO order_product_monthly_rollups (merchant_id, currency, month, product_id, name, last_day, units, revenue)
    SELECT merchant_id, currency, date_trunc('month', day)::date, product_id, (max(ARRAY[day::text, name]))[2],
           max(day), sum(units), sum(revenue)
    FROM order_product_daily_rollups
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`);

  await db.execute(sql`
    INSERT INTO order_buyer_daily_rollups (merchant_id, currency, email, day, orders, spent, last_order_at, name, phone, prev_day)
    SELECT merchant_id, currency, email, day, orders, spent, last_order_at, name, phone,
           lag(day) OVER (PARTITION BY merchant_id, currency, email ORDER BY day)
    FROM (SELECT o.merchant_id, o.currency, o.email, ${day} AS day, count(*)::int AS orders,
                 sum(${netSale})::bigint AS spent, max(o.created_at) AS last_order_at,
                 (array_agg(o.delivery_name ORDER BY o.created_at DESC))[1] AS name,
                 (array_agg(o.phone ORDER BY o.created_at DESC))[1] AS phone
          FROM orders o WHERE ${counted} AND ${hasCustomer}
          GROUP BY 1, 2, 3, 4) AS b`);
  await db.execute(sql`
    INSERT INTO order_buyer_monthly_counts (merchant_id, currency, month, prev_month, buyer_days)
    SELECT merchant_id, currency, date_trunc('month', day)::date,
           coalesce(date_trunc('month', prev_day)::date, ${sql.raw(`'${NO_PREVIOUS_MONTH}'`)}::date), count(*)
    FROM order_buyer_daily_rollups
    GROUP BY 1, 2, 3, 4`);
  const { rowCount: buyers } = await db.execute(sql`
    INSERT INTO order_buyer_rollups (merchant_id, currency, email, name, phone, first_day, last_day, last_order_at, orders, spent)
    SELECT merchant_id, currency, email, (array_agg(name ORDER BY day DESC))[1], (array_agg(phone ORDER BY day DESC))[1],
           min(day), max(day), max(last_order_at), sum(orders), sum(spent)
    FROM order_buyer_daily_rollups
    GROUP BY 1, 2, 3`);
  const { rows } = await db.execute<{ days: number }>(
    sql`SELECT count(*)::int AS days FROM (SELECT DISTINCT merchant_id, currency, day FROM order_daily_rollups) AS d`,
  );
  return { days: rows[0]!.days, buyers: buyers ?? 0 };
}
