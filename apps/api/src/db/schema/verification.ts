import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { newId, tenantPrimaryKey, timestamps } from './columns.ts';

const statuses = ['pending', 'verified', 'declined'] as const;

/**
 * Every stage submission of a merchant (docs/product/onboarding.md#verification-levels business, identity and company payloads) and its
 * outcome. Pending rows are the reviewer queue; at most one per merchant and stage can be pending.
 */
export const verificationSubmissions = pgTable(
  'verification_submissions',
  {
    merchantId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid().notNull().$defaultFn(newId),
    stage: integer().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: statuses }).notNull(),
    reason: text(),
    /** The operator (a user id) who decided; null while pending or when decided at once. */
    reviewedBy: uuid(),
    reviewedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('verification_submissions_one_pending')
      .on(t.merchantId, t.stage)
      .where(sql`${t.status} = 'pending'`),
    index('verification_submissions_queue').on(t.status, t.createdAt),
    index('verification_submissions_merchant_created').on(t.merchantId, t.createdAt.desc()),
  ],
);

/**
 * What happened to a merchant's verification, one row per outcome (submitted → pending, verified,
 * declined with its reason); the notifications feature reads these.
 */
export const verificationEvents = pgTable(
  'verification_events',
  {
    merchantId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid().notNull().$defaultFn(newId),
    stage: integer().notNull(),
    outcome: text({ enum: statuses }).notNull(),
    reason: text(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    index('verification_events_merchant_created').on(t.merchantId, t.createdAt.desc()),
  ],
);
