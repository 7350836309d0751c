import { customType, index, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ActorKind } from '@oja/contracts';
import { tenantKey } from './tenant-columns.ts';
import { at, tenantPrimaryKey } from './columns.ts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * Every successful write of a signed-in person or an API key (modules/audit). Append-only: a trigger
 * (migration 0043) refuses UPDATE, DELETE and TRUNCATE, except the retention job's DELETE of old rows.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    ...tenantKey(),
    actorKind: text().$type<ActorKind>().notNull(),
    actorId: text().notNull(),
    actorName: text().notNull(),
    action: text().notNull(),
    objectType: text().notNull(),
    objectId: text(),
    ip: text().notNull(),
    userAgent: text().notNull().default(''),
    /** The fields the request set, secrets redacted. */
    changes: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** To the millisecond, as the page cursor carries it (a JavaScript Date). */
    createdAt: timestamp({ withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    index('audit_entries_merchant_recent').on(
      t.merchantId,
      t.createdAt.desc().nullsLast(),
      t.id.desc().nullsLast(),
    ),
    index('audit_entries_created').on(t.createdAt),
  ],
);

/**
 * The owner's API keys. Only the SHA-256 of the secret is kept (decision 048); `prefix` is the secret's
 * first characters, shown in the list so the owner can tell keys apart.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    ...tenantKey(),
    name: text().notNull(),
    prefix: text().notNull(),
    secretHash: bytea().notNull(),
    scopes: text().array().notNull(),
    createdAt: at().notNull().defaultNow(),
    lastUsedAt: at(),
    revokedAt: at(),
  },
  (t) => [
    tenantPrimaryKey(t),
    uniqueIndex('api_keys_secret_hash').on(t.secretHash),
    index('api_keys_merchant_live')
      .on(t.merchantId, t.createdAt)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);
