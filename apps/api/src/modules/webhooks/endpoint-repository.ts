import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
} from '../../db/schema/index.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
const own = (merchantId: string, id: string) =>
  and(eq(webhookEndpoints.merchantId, merchantId), eq(webhookEndpoints.id, id));

/** A merchant's webhook endpoints and their delivery log; every read and write is scoped by merchant. */
export const endpointRepository = {
  async list(db: Executor, merchantId: string) {
    return db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.merchantId, merchantId))
      .orderBy(webhookEndpoints.createdAt);
  },

  async exists(db: Executor, merchantId: string, id: string) {
    const [row] = await db
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(own(merchantId, id));
    return row !== undefined;
  },

  async count(db: Executor, merchantId: string) {
    const [row] = await db
      .select({ n: count() })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.merchantId, merchantId));
    return row?.n ?? 0;
  },

  async insert(db: Executor, values: typeof webhookEndpoints.$inferInsert) {
    const [row] = await db.insert(webhookEndpoints).values(values).returning();
    return row!;
  },

  async update(db: Executor, merchantId: string, id: string, values: Partial<EndpointRow>) {
    const [row] = await db.update(webhookEndpoints).set(values).where(own(merchantId, id)).returning();
    return row ?? null;
  },

  async remove(db: Executor, merchantId: string, id: string) {
    const rows = await db
      .delete(webhookEndpoints)
      .where(own(merchantId, id))
      .returning({ id: webhookEndpoints.id });
    return rows.length > 0;
  },

  /** The endpoint's newest deliveries (at most `limit`) with their event. */
  async deliveries(db: Executor, merchantId: string, endpointId: string, limit: number) {
    return db
      .select({
        id: webhookDeliveries.id,
        eventId: webhookDeliveries.eventId,
        eventType: webhookEvents.type,
        status: webhookDeliveries.status,
        attemptCount: webhookDeliveries.attemptCount,
        nextAttemptAt: webhookDeliveries.nextAttemptAt,
        deliveredAt: webhookDeliveries.deliveredAt,
        createdAt: webhookDeliveries.createdAt,
      })
      .from(webhookDeliveries)
      .innerJoin(
        webhookEvents,
        and(
          eq(webhookEvents.merchantId, webhookDeliveries.merchantId),
          eq(webhookEvents.id, webhookDeliveries.eventId),
        ),
      )
      .where(and(eq(webhookDeliveries.merchantId, merchantId), eq(webhookDeliveries.endpointId, endpointId)))
      .orderBy(desc(webhookDeliveries.seq))
      .limit(limit);
  },

  async attempts(db: Executor, merchantId: string, deliveryIds: string[]) {
    if (deliveryIds.length === 0) return [];
    return db
      .select()
      .from(webhookAttempts)
      .where(
        and(eq(webhookAttempts.merchantId, merchantId), inArray(webhookAttempts.deliveryId, deliveryIds)),
      )
      .orderBy(webhookAttempts.startedAt);
  },

  /** Sends a finished delivery again now (same event id); false when it is not this endpoint's. */
  async redeliver(db: Executor, merchantId: string, endpointId: string, deliveryId: string) {
    const rows = await db
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: sql`now()` })
      .where(
        and(
          eq(webhookDeliveries.merchantId, merchantId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.id, deliveryId),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    return rows.length > 0;
  },
};
