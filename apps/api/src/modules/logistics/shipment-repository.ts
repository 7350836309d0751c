import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shipmentBookings, shipmentEvents, shipments } from '../../db/schema/index.ts';
import { findOne } from '../../lib/db/rows.ts';

export type ShipmentInsert = typeof shipments.$inferInsert;
export type ShipmentRow = typeof shipments.$inferSelect;
export type BookingRow = typeof shipmentBookings.$inferSelect;
export type AppShipmentStatus = ShipmentRow['status'];

/** The app's record of its orders' shipments: the bookings in progress, the shipments and their events. */
export const shipmentRepository = {
  findBooking: (db: Executor, merchantId: string, orderId: string) =>
    findOne(
      db,
      shipmentBookings,
      and(eq(shipmentBookings.merchantId, merchantId), eq(shipmentBookings.orderId, orderId)),
    ),

  async insertBooking(db: Executor, values: typeof shipmentBookings.$inferInsert): Promise<BookingRow> {
    const [row] = await db.insert(shipmentBookings).values(values).returning();
    return row!;
  },

  findByOrder: (db: Executor, merchantId: string, orderId: string, forUpdate = false) =>
    findOne(
      db,
      shipments,
      and(eq(shipments.merchantId, merchantId), eq(shipments.orderId, orderId)),
      forUpdate,
    ),

  async insertShipment(db: Executor, values: ShipmentInsert): Promise<ShipmentRow> {
    const [row] = await db.insert(shipments).values(values).returning();
    return row!;
  },

  async setStatus(db: Executor, row: ShipmentRow, status: AppShipmentStatus) {
    await db
      .update(shipments)
      .set({ status })
      .where(and(eq(shipments.merchantId, row.merchantId), eq(shipments.id, row.id)));
  },

  async insertEvent(
    db: Executor,
    shipment: ShipmentRow,
    event: { status: string; description: string; location: string | null; occurredAt: Date },
  ) {
    await db.insert(shipmentEvents).values({
      merchantId: shipment.merchantId,
      shipmentId: shipment.id,
      orderId: shipment.orderId,
      ...event,
    });
  },
};
