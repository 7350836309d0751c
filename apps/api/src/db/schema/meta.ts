import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** Facts about this installation, such as when the demo data was seeded. */
export const appMeta = pgTable('app_meta', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  createdAt: timestamps.createdAt,
});
