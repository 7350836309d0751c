import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.ts';
import { shipmentEvents, shipments } from '../../../db/schema/index.ts';
import type { CarrierShipmentStatus, ShipmentEventRecord, ShipmentRecord } from '../logistics-provider.ts';
import { findOne } from '../../../lib/db/rows.ts';

export type ShipmentInsert = typeof shipments.$inferInsert;
export type ShipmentRow = typeof shipments.$inferSelect;

export const toShipmentRecord = (row: ShipmentRow): ShipmentRecord => ({
  id: row.id,
  merchantId: row.merchantId,
  orderId: row.orderId,
  provider: row.provider,
  providerReference: row.providerReference,
  carrier: row.carrier,
  trackingNumber: row.trackingNumber,
  status: row.status,
  deliveryType: row.deliveryType,
  rateAmount: row.rateAmount,
  currency: row.currency,
  createdAt: row.createdAt,
});

const eventColumns = {
  status: shipmentEvents.status,
  description: shipmentEvents.description,
  location: shipmentEvents.location,
  occurredAt: shipmentEvents.occurredAt,
};

/** The shipments and events the carrier keeps (tables shared with the order timeline). */
export const carrierRepository = {
  /** Inserts the shipment unless the order has one already; undefined in that case. */
  async insertShipment(db: Executor, values: ShipmentInsert): Promise<ShipmentRow | undefined> {
    const [row] = await db
      .insert(shipments)
      .values(values)
      .onConflictDoNothing({ target: [shipments.merchantId, shipments.orderId] })
      .returning();
    return row;
  },

  findByOrder: (db: Executor, merchantId: string, orderId: string) =>
    findOne(db, shipments, and(eq(shipments.merchantId, merchantId), eq(shipments.orderId, orderId))),

  async insertEvent(db: Executor, shipment: ShipmentRow, event: ShipmentEventRecord) {
    await db.insert(shipmentEvents).values({
      merchantId: shipment.merchantId,
      shipmentId: shipment.id,
      orderId: shipment.orderId,
      ...event,
    });
  },

  async events(db: Executor, merchantId: string, shipmentId: string) {
    const rows = await db
      .select(eventColumns)
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.merchantId, merchantId), eq(shipmentEvents.shipmentId, shipmentId)))
      .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
    return rows.map((row) => ({ ...row, status: row.status as CarrierShipmentStatus }));
  },

  /**
   * Locks up to `limit` of this provider's shipments whose next step is due, skipping rows another
   * instance holds, so that several API instances share the work without stepping a shipment twice.
   */
  async claimDue(db: Executor, provider: string, now: Date, limit: number): Promise<ShipmentRow[]> {
    return db
      .select()
      .from(shipments)
      .where(and(eq(shipments.provider, provider), sql`${shipments.nextStepAt} <= ${now.toISOString()}`))
      .orderBy(asc(shipments.nextStepAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  },

  async setStatus(db: Executor, row: ShipmentRow, status: CarrierShipmentStatus, nextStepAt: Date | null) {
    await db
      .update(shipments)
      .set({ status, nextStepAt })
      .where(and(eq(shipments.merchantId, row.merchantId), eq(shipments.id, row.id)));
  },
};
