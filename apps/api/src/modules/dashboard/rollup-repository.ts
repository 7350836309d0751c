import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { dashboardRollupState, NO_PREVIOUS_MONTH } from '../../db/schema/index.ts';
import { businessDayOf, businessDayStart, businessToday } from './business-day-sql.ts';
import { countedStatus, netSale } from './counted-orders.ts';
import { tryLockFor } from '../../lib/db/advisory-lock.ts';
import { findOne } from '../../lib/db/rows.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';

export const ROLLUP_NAME = 'orders';

/** Read by every dashboard figure: a prepared statement (lib/prepared.ts). */
const cutStatement = preparedPerHandle((db) =>
  db
    .select({ completeBefore: dashboardRollupState.completeBefore })
    .from(dashboardRollupState)
    .where(eq(dashboardRollupState.name, ROLLUP_NAME))
    .prepare('dashboard_rollup_cut'),
);

/** The days (merchant, currency, business day) to recompute and the counted orders of those days (net of refunds). */
const TEMP_TABLES = sql`
  CREATE TEMP TABLE rollup_days (merchant_id uuid, currency text, day date) ON COMMIT DROP;
  CREATE TEMP TABLE rollup_orders (merchant_id uuid, currency text, day date, id uuid, type text, total_price bigint,
    email text, name text, phone text, created_at timestamptz) ON COMMIT DROP`;

export const rollupRepository = {
  state: (db: Executor) => findOne(db, dashboardRollupState, eq(dashboardRollupState.name, ROLLUP_NAME)),

  /** The first day the roll-ups do not hold (null before the first run). */
  async completeBefore(db: Executor): Promise<string | null> {
    return (await cutStatement(db).execute())[0]?.completeBefore ?? null;
  },

  /** Only one instance rolls up at a time; the others skip their turn. */
  async tryLock(db: Executor): Promise<boolean> {
    return tryLockFor(db, 'oja:dashboard-rollups');
  },

  /** The transaction's start and its business day: days before it are whole. */
  async clock(db: Executor): Promise<{ startedAt: Date; today: string }> {
    const { rows } = await db.execute<{ started_at: Date; today: string }>(
      sql`SELECT now() AS started_at, ${businessToday} AS today`,
    );
    return { startedAt: new Date(rows[0]!.started_at), today: rows[0]!.today };
  },

  /**
   * Collects the whole past days to recompute: days of orders changed since `since` (orders.updated_at)
   * and the days that ended since the last run (from `previousToday`), all before `today`.
   */
  async collectDays(db: Executor, since: Date, previousToday: string, today: string): Promise<number> {
    await db.execute(TEMP_TABLES);
    const { rowCount } = await db.execute(sql`
      INSERT INTO rollup_days
      SELECT DISTINCT o.merchant_id, o.currency, ${businessDayOf(sql`o.created_at`)} FROM orders o
      WHERE o.created_at < ${businessDayStart(sql`${today}::date`)}
        AND (o.updated_at > ${since.toISOString()}::timestamptz
             OR o.created_at >= ${businessDayStart(sql`${previousToday}::date`)})`);
    await db.execute(sql`
      ANALYZE rollup_days;
      CREATE TEMP TABLE rollup_months ON COMMIT DROP AS
        SELECT DISTINCT merchant_id, currency, date_trunc('month', day)::date AS month FROM rollup_days;
      ANALYZE rollup_months`);
    await db.execute(sql`
      INSERT INTO rollup_orders
      SELECT o.merchant_id, o.currency, d.day, o.id, o.type, ${netSale}, o.email, o.delivery_name, o.phone, o.created_at
      FROM rollup_days d JOIN orders o ON o.merchant_id = d.merchant_id AND o.currency = d.currency
        AND o.created_at >= ${businessDayStart(sql`d.day`)} AND o.created_at < ${businessDayStart(sql`d.day + 1`)}
      WHERE ${countedStatus}`);
    await db.execute(sql`ANALYZE rollup_orders`);
    return rowCount ?? 0;
  },

  async rebuildDaily(db: Executor) {
    await db.execute(sql`
      DELETE FROM order_daily_rollups r USING rollup_days d
      WHERE r.merchant_id = d.merchant_id AND r.currency = d.currency AND r.day = d.day`);
    await db.execute(sql`
      INSERT INTO order_daily_rollups (merchant_id, currency, day, type, orders, sales, units)
      SELECT o.merchant_id, o.currency, o.day, o.type, count(*), sum(o.total_price), coalesce(sum(u.units), 0)
      FROM rollup_orders o
      LEFT JOIN (SELECT i.order_id, sum(i.quantity) AS units FROM rollup_orders o
                 JOIN order_items i ON i.merchant_id = o.merchant_id AND i.order_id = o.id GROUP BY i.order_id) u ON u.order_id = o.id
      GROUP BY o.merchant_id, o.currency, o.day, o.type`);
  },

  async rebuildProducts(db: Executor) {
    await db.execute(sql`
      DELETE FROM order_product_daily_rollups r USING rollup_days d
      WHERE r.merchant_id = d.merchant_id AND r.currency = d.currency AND r.day = d.day`);
    await db.execute(sql`
      INSERT INTO order_product_daily_rollups (merchant_id, currency, day, product_id, name, units, revenue)
      SELECT o.merchant_id, o.currency, o.day, i.product_id, (array_agg(i.name ORDER BY o.created_at DESC))[1],
             sum(i.quantity), sum(i.price * i.quantity)
      FROM rollup_orders o JOIN order_items i ON i.merchant_id = o.merchant_id AND i.order_id = o.id
      WHERE o.type = 'PRODUCT'
      GROUP BY o.merchant_id, o.currency, o.day, i.product_id`);
    await db.execute(sql`
      DELETE FROM order_product_monthly_rollups r USING rollup_months m
        WHERE r.merchant_id = m.merchant_id AND r.currency = m.currency AND r.month = m.month;
      INSERT INTO order_product_monthly_rollups (merchant_id, currency, month, product_id, name, last_day, units, revenue)
        SELECT d.merchant_id, d.currency, m.month, d.product_id, (max(ARRAY[d.day::text, d.name]))[2], max(d.day),
               sum(d.units), sum(d.revenue)
        FROM rollup_months m JOIN order_product_daily_rollups d ON d.merchant_id = m.merchant_id AND d.currency = m.currency
          AND d.day >= m.month AND d.day < (m.month + interval '1 month')::date
        GROUP BY d.merchant_id, d.currency, m.month, d.product_id ORDER BY 1, 2, 3, 4`);
  },

  /**
   * Buyer days of the recomputed days (a walk-in sale, without an email, makes none). prev_day is
   * worked out over the buyer's fresh days and the days kept, so fresh rows are written once, and kept
   * rows only when their previous day moved.
   */
  async rebuildBuyers(db: Executor): Promise<number> {
    await db.execute(sql`
      CREATE TEMP TABLE rollup_buyer_set ON COMMIT DROP AS
        SELECT r.merchant_id, r.currency, r.email FROM order_buyer_daily_rollups r
        JOIN rollup_days d ON r.merchant_id = d.merchant_id AND r.currency = d.currency AND r.day = d.day
        UNION SELECT merchant_id, currency, email FROM rollup_orders WHERE email <> '';
      ANALYZE rollup_buyer_set;
      DELETE FROM order_buyer_daily_rollups r USING rollup_days d
        WHERE r.merchant_id = d.merchant_id AND r.currency = d.currency AND r.day = d.day;
      CREATE TEMP TABLE rollup_buyer_kept ON COMMIT DROP AS
        SELECT r.merchant_id, r.currency, r.email, r.day, r.prev_day FROM rollup_buyer_set b
        JOIN order_buyer_daily_rollups r ON r.merchant_id = b.merchant_id AND r.currency = b.currency AND r.email = b.email;
      CREATE TEMP TABLE rollup_buyer_fresh ON COMMIT DROP AS
        SELECT merchant_id, currency, email, day, count(*)::int AS orders, sum(total_price)::bigint AS spent,
               max(created_at) AS last_order_at, (array_agg(name ORDER BY created_at DESC))[1] AS name,
               (array_agg(phone ORDER BY created_at DESC))[1] AS phone
        FROM rollup_orders WHERE email <> '' GROUP BY merchant_id, currency, email, day;
      CREATE TEMP TABLE rollup_buyer_timeline ON COMMIT DROP AS
        SELECT merchant_id, currency, email, day,
               lag(day) OVER (PARTITION BY merchant_id, currency, email ORDER BY day) AS prev_day
        FROM (SELECT merchant_id, currency, email, day FROM rollup_buyer_fresh
              UNION ALL SELECT merchant_id, currency, email, day FROM rollup_buyer_kept) AS u;
      ANALYZE rollup_buyer_kept; ANALYZE rollup_buyer_fresh; ANALYZE rollup_buyer_timeline;
      INSERT INTO order_buyer_daily_rollups (merchant_id, currency, email, day, orders, spent, last_order_at, name, phone, prev_day)
        SELECT f.merchant_id, f.currency, f.email, f.day, f.orders, f.spent, f.last_order_at, f.name, f.phone, t.prev_day
        FROM rollup_buyer_fresh f JOIN rollup_buyer_timeline t
          ON t.merchant_id = f.merchant_id AND t.currency = f.currency AND t.email = f.email AND t.day = f.day;
      CREATE TEMP TABLE rollup_count_months ON COMMIT DROP AS SELECT * FROM rollup_months;
      WITH moved AS (
        UPDATE order_buyer_daily_rollups r SET prev_day = t.prev_day
          FROM rollup_buyer_kept k JOIN rollup_buyer_timeline t
            ON t.merchant_id = k.merchant_id AND t.currency = k.currency AND t.email = k.email AND t.day = k.day
          WHERE k.prev_day IS DISTINCT FROM t.prev_day
            AND r.merchant_id = k.merchant_id AND r.currency = k.currency AND r.email = k.email AND r.day = k.day
          RETURNING r.merchant_id, r.currency, date_trunc('month', r.day)::date AS month
      ) INSERT INTO rollup_count_months SELECT DISTINCT * FROM moved;
      CREATE TEMP TABLE rollup_count_month_set ON COMMIT DROP AS SELECT DISTINCT * FROM rollup_count_months;
      DELETE FROM order_buyer_monthly_counts c USING rollup_count_month_set m
        WHERE c.merchant_id = m.merchant_id AND c.currency = m.currency AND c.month = m.month;
      INSERT INTO order_buyer_monthly_counts (merchant_id, currency, month, prev_month, buyer_days)
        SELECT d.merchant_id, d.currency, m.month, coalesce(date_trunc('month', d.prev_day)::date, ${sql.raw(`'${NO_PREVIOUS_MONTH}'`)}::date), count(*)
        FROM rollup_count_month_set m JOIN order_buyer_daily_rollups d ON d.merchant_id = m.merchant_id AND d.currency = m.currency
          AND d.day >= m.month AND d.day < (m.month + interval '1 month')::date
        GROUP BY 1, 2, 3, 4;
      DELETE FROM order_buyer_rollups r USING rollup_buyer_set b
        WHERE r.merchant_id = b.merchant_id AND r.currency = b.currency AND r.email = b.email`);
    const { rowCount } = await db.execute(sql`
      INSERT INTO order_buyer_rollups (merchant_id, currency, email, name, phone, first_day, last_day, last_order_at, orders, spent)
      SELECT d.merchant_id, d.currency, d.email, (array_agg(d.name ORDER BY d.day DESC))[1],
             (array_agg(d.phone ORDER BY d.day DESC))[1], min(d.day), max(d.day), max(d.last_order_at), sum(d.orders), sum(d.spent)
      FROM rollup_buyer_set b JOIN order_buyer_daily_rollups d
        ON d.merchant_id = b.merchant_id AND d.currency = b.currency AND d.email = b.email
      GROUP BY d.merchant_id, d.currency, d.email`);
    return rowCount ?? 0;
  },

  async saveState(db: Executor, watermark: Date, completeBefore: string, lastRunMs: number) {
    await db
      .insert(dashboardRollupState)
      .values({ name: ROLLUP_NAME, watermark, completeBefore, lastRunMs })
      .onConflictDoUpdate({
        target: dashboardRollupState.name,
        set: { watermark, completeBefore, lastRunMs, updatedAt: new Date() },
      });
  },
};
