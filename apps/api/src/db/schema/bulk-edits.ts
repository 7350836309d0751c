import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { merchantId, tenantKey } from './tenant-columns.ts';
import { at, tenantPrimaryKey, timestamps } from './columns.ts';

/** One applied bulk edit of products (decision 050): what was asked, how many it changed, when it was undone. */
export const bulkEdits = pgTable(
  'bulk_edits',
  {
    ...tenantKey(),
    /** The change as the request gave it (contracts' bulkChange). */
    change: jsonb().notNull(),
    count: integer().notNull(),
    undoneAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [tenantPrimaryKey(t)],
);

/**
 * The fields a bulk edit may change of each product, before and after it, so that undo can restore them
 * and can tell whether anything changed them since.
 */
export const bulkEditItems = pgTable(
  'bulk_edit_items',
  {
    merchantId: merchantId(),
    bulkEditId: uuid().notNull(),
    productId: uuid().notNull(),
    before: jsonb().notNull(),
    after: jsonb().notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.bulkEditId, t.productId] })],
);

/** A list screen's filters, search, tab and sort saved under a name, per user and list. */
export const savedViews = pgTable(
  'saved_views',
  {
    ...tenantKey(),
    /** Whose view it is: the signed-in user (see saved-views' ownerOf). */
    ownerId: uuid().notNull(),
    list: text().notNull(),
    name: text().notNull(),
    state: jsonb().$type<Record<string, string>>().notNull(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('saved_views_owner_list_name').on(t.merchantId, t.ownerId, t.list, t.name),
  ],
);

/**
 * A product's stock crossing to at or below its threshold, written by the trigger on products in the
 * transaction that made the change; the alert job delivers each one once (deliveredAt).
 */
export const stockLowAlerts = pgTable(
  'stock_low_alerts',
  {
    ...tenantKey(),
    productId: uuid().notNull(),
    units: integer().notNull(),
    threshold: integer().notNull(),
    deliveredAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    index('stock_low_alerts_pending')
      .on(t.createdAt)
      .where(sql`${t.deliveredAt} IS NULL`),
  ],
);
