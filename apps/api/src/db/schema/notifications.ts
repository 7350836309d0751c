import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-columns.ts';
import { at, tenantPrimaryKey, timestamps } from './columns.ts';

/** What happened that the merchant should know about, fed by domain events. Tenant table. */
export const notifications = pgTable(
  'notifications',
  {
    ...tenantKey(),
    type: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    link: text(),
    readAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    index('notifications_merchant_recent').on(
      t.merchantId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('notifications_unread')
      .on(t.merchantId)
      .where(sql`${t.readAt} IS NULL`),
  ],
);
