import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchantId, tenantKey } from './tenant-columns.ts';
import { at, recordVersion, tenantPrimaryKey, timestamps } from './columns.ts';

const money = () => bigint({ mode: 'number' }).notNull().default(0);
/** The merchant's to-do list; a task may point at one of the merchant's orders or bookings. */
export const tasks = pgTable(
  'tasks',
  {
    ...tenantKey(),
    title: text().notNull(),
    note: text(),
    dueDate: date({ mode: 'string' }),
    status: text({ enum: ['todo', 'in_progress', 'done'] })
      .notNull()
      .default('todo'),
    /** No foreign key: the link is to an order or a booking (checked as the caller's own when set). */
    linkType: text({ enum: ['order', 'booking'] }),
    linkId: uuid(),
    completedAt: at(),
    version: recordVersion(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    index('tasks_merchant_due').on(t.merchantId, t.dueDate, t.createdAt),
    index('tasks_merchant_status_due').on(t.merchantId, t.status, t.dueDate, t.createdAt),
    check('tasks_status_known', sql`${t.status} IN ('todo', 'in_progress', 'done')`),
    check('tasks_link_whole', sql`(${t.linkType} IS NULL) = (${t.linkId} IS NULL)`),
  ],
);

/** The merchant's own calendar entries (bookings join them when read). All-day entries start at 00:00 UTC. */
export const calendarEntries = pgTable(
  'calendar_entries',
  {
    ...tenantKey(),
    title: text().notNull(),
    note: text(),
    location: text(),
    startsAt: at().notNull(),
    /** Exclusive; for an all-day entry, 00:00 UTC of the day after its last day. */
    endsAt: at().notNull(),
    allDay: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    index('calendar_entries_merchant_start').on(t.merchantId, t.startsAt),
    check('calendar_entries_ordered', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/**
 * The private iCalendar feed of a merchant. The token in the URL is an HMAC of `salt` under a server
 * secret, so the dashboard can show it again while the database keeps only its SHA-256; rotating
 * replaces the salt. Looked up by hash across tenants, so that index is not unique (256-bit tokens).
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    merchantId: merchantId().primaryKey(),
    salt: text().notNull(),
    tokenHash: text().notNull(),
    ...timestamps,
  },
  (t) => [index('calendar_feeds_token').on(t.tokenHash)],
);

// ── Sales roll-ups (docs/decisions/009-dashboard-rollups.md) ────────────────────
// Whole past UTC days of counted orders (status other than NOT_PAID), kept by the roll-up job.

/** Orders and sales per merchant, currency, day and order type. */
export const orderDailyRollups = pgTable(
  'order_daily_rollups',
  {
    merchantId: merchantId(),
    currency: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    type: text({ enum: ['PRODUCT', 'SERVICE'] }).notNull(),
    orders: integer().notNull().default(0),
    sales: money(),
    units: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency, t.day, t.type] })],
);

/** Units and revenue (price × quantity) of each product per day; `name` is its latest name that day. */
export const orderProductDailyRollups = pgTable(
  'order_product_daily_rollups',
  {
    merchantId: merchantId(),
    currency: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    productId: uuid().notNull(),
    name: text().notNull(),
    units: integer().notNull().default(0),
    revenue: money(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency, t.day, t.productId] })],
);

/** The same per month (first day of the month), so long ranges read whole months instead of their days. */
export const orderProductMonthlyRollups = pgTable(
  'order_product_monthly_rollups',
  {
    merchantId: merchantId(),
    currency: text().notNull(),
    month: date({ mode: 'string' }).notNull(),
    productId: uuid().notNull(),
    name: text().notNull(),
    /** The last day of the month the product sold on (whose name `name` is). */
    lastDay: date({ mode: 'string' }).notNull(),
    units: integer().notNull().default(0),
    revenue: money(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency, t.month, t.productId] })],
);

/**
 * Each buyer's orders per day. `prevDay` is the buyer's previous day with an order, so the buyers of any
 * range are counted without DISTINCT: a buyer's first day in [from, to] is the row whose prevDay < from.
 */
export const orderBuyerDailyRollups = pgTable(
  'order_buyer_daily_rollups',
  {
    merchantId: merchantId(),
    currency: text().notNull(),
    email: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    orders: integer().notNull().default(0),
    spent: money(),
    lastOrderAt: at().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    prevDay: date({ mode: 'string' }),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.currency, t.email, t.day] }),
    index('order_buyer_daily_rollups_day').on(t.merchantId, t.currency, t.day, t.prevDay),
    index('order_buyer_daily_rollups_prev').on(t.merchantId, t.currency, t.prevDay, t.day),
  ],
);

/** No earlier day: the buyer's first (a new customer). Sorts before every real month. */
export const NO_PREVIOUS_MONTH = '0001-01-01';

/**
 * Buyer days per month and per month of their previous day (NO_PREVIOUS_MONTH for a first order), so
 * whole months of a long range are counted from a few rows.
 */
export const orderBuyerMonthlyCounts = pgTable(
  'order_buyer_monthly_counts',
  {
    merchantId: merchantId(),
    currency: text().notNull(),
    month: date({ mode: 'string' }).notNull(),
    prevMonth: date({ mode: 'string' }).notNull(),
    buyerDays: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.currency, t.month, t.prevMonth] })],
);

/** Each buyer's totals over the rolled-up days, with their latest name and phone. */
export const orderBuyerRollups = pgTable(
  'order_buyer_rollups',
  {
    merchantId: merchantId(),
    currency: text().notNull(),
    email: text().notNull(),
    name: text().notNull(),
    phone: text().notNull(),
    firstDay: date({ mode: 'string' }).notNull(),
    lastDay: date({ mode: 'string' }).notNull(),
    lastOrderAt: at().notNull(),
    orders: integer().notNull(),
    spent: money(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.currency, t.email] }),
    index('order_buyer_rollups_recent').on(t.merchantId, t.currency, t.lastOrderAt.desc()),
  ],
);

/**
 * How far the roll-ups go (one row per roll-up; not tenant data). Days before `completeBefore` are
 * answered from the roll-ups, later ones from the orders; `watermark` is when the last run started.
 */
export const dashboardRollupState = pgTable('dashboard_rollup_state', {
  name: text().primaryKey(),
  watermark: at().notNull(),
  completeBefore: date({ mode: 'string' }).notNull(),
  lastRunMs: integer().notNull().default(0),
  updatedAt: timestamps.updatedAt,
});
