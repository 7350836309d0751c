import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, tenantPrimaryKey, timestamps } from './columns.ts';
import { tenantKey } from './tenant-columns.ts';

/**
 * Where a merchant's events are POSTed (decision 049): an HTTPS URL, the event types it receives and its
 * own signing secret. Delivery stops on its own after repeated failure (`disabledReason`).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    ...tenantKey(),
    url: text().notNull(),
    description: text().notNull().default(''),
    events: text().array().notNull(),
    secret: text().notNull(),
    enabled: boolean().notNull().default(true),
    disabledReason: text(),
    /** Failed attempts in a row, and since when; a delivered attempt resets both. */
    consecutiveFailures: integer().notNull().default(0),
    failingSince: at(),
    ...timestamps,
  },
  (t) => [tenantPrimaryKey(t)],
);

/**
 * One business event, written in the transaction of the change that caused it (the transactional outbox).
 * `objectKey` names the object it is about (`order:<id>`): deliveries of one object go out in order.
 */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    ...tenantKey(),
    type: text().notNull(),
    objectKey: text().notNull(),
    data: jsonb().$type<Record<string, unknown>>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [tenantPrimaryKey(t)],
);

/**
 * One event to one endpoint. `seq` orders the deliveries of one object; a worker claims a due one until
 * `claimedUntil`, and a claim left by a stopped instance expires and is taken again (same event id).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    ...tenantKey(),
    seq: bigint({ mode: 'number' }).generatedAlwaysAsIdentity(),
    endpointId: uuid().notNull(),
    eventId: uuid().notNull(),
    objectKey: text().notNull(),
    status: text({ enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attemptCount: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    claimedUntil: at(),
    deliveredAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.merchantId, t.endpointId],
      foreignColumns: [webhookEndpoints.merchantId, webhookEndpoints.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.merchantId, t.eventId],
      foreignColumns: [webhookEvents.merchantId, webhookEvents.id],
    }).onDelete('cascade'),
    index('webhook_deliveries_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_object')
      .on(t.endpointId, t.objectKey, t.seq)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_deliveries_endpoint').on(t.merchantId, t.endpointId, t.seq.desc()),
    uniqueIndex('webhook_deliveries_once').on(t.merchantId, t.endpointId, t.eventId),
  ],
);

/** One POST of a delivery: written before it is sent (so a crash mid-send is seen), completed after. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    ...tenantKey(),
    deliveryId: uuid().notNull(),
    startedAt: at().notNull().defaultNow(),
    requestHeaders: jsonb().$type<Record<string, string>>().notNull(),
    requestBody: text().notNull(),
    responseStatus: integer(),
    responseBody: text(),
    durationMs: integer(),
    error: text(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.merchantId, t.deliveryId],
      foreignColumns: [webhookDeliveries.merchantId, webhookDeliveries.id],
    }).onDelete('cascade'),
    index('webhook_attempts_delivery').on(t.merchantId, t.deliveryId, t.startedAt),
  ],
);
