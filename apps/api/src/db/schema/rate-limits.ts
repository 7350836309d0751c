import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The request limits' windows, shared by every instance (plugins/rate-limit-store.ts): one row per
 * limited route and client key. UNLOGGED (migration 0031): after a crash the windows start afresh.
 */
export const rateLimitWindows = pgTable('rate_limit_windows', {
  key: text().primaryKey(),
  hits: integer().notNull(),
  resetsAt: timestamp({ withTimezone: true }).notNull(),
});
