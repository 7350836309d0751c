import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addDays, monthOf } from './report-range.ts';

/** A window of whole past days: the rolled part of one of the dashboard's range shortcuts. */
export interface ProductWindow {
  from: string;
  to: string;
}

/**
 * The windows kept in order_product_window_totals while the roll-ups hold every day before
 * `completeBefore` (the business day the job ran on): the rolled part of the range picker's "last 7 days",
 * "last 30 days", "this month" and "last month" (apps/web's date-range shortcuts), when not empty.
 */
export function productWindows(completeBefore: string): ProductWindow[] {
  const yesterday = addDays(completeBefore, -1);
  const thisMonth = monthOf(completeBefore);
  const lastMonth = monthOf(addDays(thisMonth, -1));
  const windows = [
    { from: addDays(completeBefore, -6), to: yesterday },
    { from: addDays(completeBefore, -29), to: yesterday },
    { from: thisMonth, to: yesterday },
    { from: lastMonth, to: addDays(thisMonth, -1) },
  ].filter((w) => w.from <= w.to);
  return windows.filter((w, i) => windows.findIndex((o) => o.from === w.from && o.to === w.to) === i);
}

export const isProductWindow = (completeBefore: string | null, span: ProductWindow) =>
  completeBefore !== null &&
  productWindows(completeBefore).some((w) => w.from === span.from && w.to === span.to);

const spansOf = (completeBefore: string) =>
  sql.join(
    productWindows(completeBefore).map((w) => sql`(${w.from}::date, ${w.to}::date)`),
    sql`, `,
  );

/** Refills the windows listed in rollup_windows (merchant, currency, from, to) from the daily roll-ups. */
async function refill(db: Executor) {
  await db.execute(sql`
    ANALYZE rollup_windows;
    DELETE FROM order_product_window_totals t USING rollup_windows w
      WHERE t.merchant_id = w.merchant_id AND t.currency = w.currency
        AND t.window_from = w.window_from AND t.window_to = w.window_to`);
  await db.execute(sql`
    INSERT INTO order_product_window_totals (merchant_id, currency, window_from, window_to, product_id, name, last_day, units, revenue)
    SELECT w.merchant_id, w.currency, w.window_from, w.window_to, d.product_id, (max(ARRAY[d.day::text, d.name]))[2],
           max(d.day), sum(d.units), sum(d.revenue)
    FROM rollup_windows w JOIN order_product_daily_rollups d ON d.merchant_id = w.merchant_id AND d.currency = w.currency
      AND d.day BETWEEN w.window_from AND w.window_to
    GROUP BY w.merchant_id, w.currency, w.window_from, w.window_to, d.product_id ORDER BY 1, 2, 3, 4, 5`);
  await db.execute(sql`DROP TABLE rollup_windows`);
}

/** Refills the windows of `completeBefore` that hold a day of `days`, for that day's merchant and currency. */
async function refillWindowsOf(db: Executor, completeBefore: string, days: SQL) {
  await db.execute(sql`
    CREATE TEMP TABLE rollup_windows ON COMMIT DROP AS
      SELECT DISTINCT d.merchant_id, d.currency, w.window_from, w.window_to
      FROM (VALUES ${spansOf(completeBefore)}) AS w(window_from, window_to)
      JOIN ${days} d ON d.day BETWEEN w.window_from AND w.window_to`);
  await refill(db);
}

/** Kept by the roll-up job, in its transaction, after the product roll-ups. */
export const productWindowRollups = {
  /** Every window of `completeBefore` for every merchant, the windows of earlier days dropped. */
  async rebuildAll(db: Executor, completeBefore: string) {
    await db.execute(sql`DELETE FROM order_product_window_totals`);
    await refillWindowsOf(db, completeBefore, sql`order_product_daily_rollups`);
  },

  /** The windows holding a day the job recomputed (rollup_days). */
  refresh: (db: Executor, completeBefore: string) => refillWindowsOf(db, completeBefore, sql`rollup_days`),
};
