import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  bookings,
  orderItems,
  orders,
  orderStatusEvents,
  shipmentEvents,
  shipments,
} from '../../db/schema/index.ts';
import { findOne, insertOne } from '../../lib/db/rows.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderInsert = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type OrderItemInsert = typeof orderItems.$inferInsert;
export type BookingRow = typeof bookings.$inferSelect;
export type BookingInsert = typeof bookings.$inferInsert;
export type ShipmentRow = typeof shipments.$inferSelect;

export interface OrderFilters {
  type?: 'PRODUCT' | 'SERVICE';
  /** Any of these statuses; null or undefined for all. */
  statuses?: readonly string[] | null;
}

const byId = (merchantId: string, id: string) => and(eq(orders.merchantId, merchantId), eq(orders.id, id));

export const orderRepository = {
  insert: (db: Executor, values: OrderInsert) => insertOne(db, orders, values),

  async insertItems(db: Executor, values: OrderItemInsert[]): Promise<OrderItemRow[]> {
    return db.insert(orderItems).values(values).returning();
  },

  insertBooking: (db: Executor, values: BookingInsert) => insertOne(db, bookings, values),

  findById: (db: Executor, merchantId: string, id: string, forUpdate = false) =>
    findOne(db, orders, byId(merchantId, id), forUpdate),

  async itemsOf(db: Executor, merchantId: string, orderIds: string[]): Promise<OrderItemRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(orderItems)
      .where(and(eq(orderItems.merchantId, merchantId), inArray(orderItems.orderId, orderIds)))
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
  },

  async bookingsOf(db: Executor, merchantId: string, orderIds: string[]): Promise<BookingRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(bookings)
      .where(and(eq(bookings.merchantId, merchantId), inArray(bookings.orderId, orderIds)));
  },

  shipmentOf: (db: Executor, merchantId: string, orderId: string) =>
    findOne(db, shipments, and(eq(shipments.merchantId, merchantId), eq(shipments.orderId, orderId))),

  async eventsOf(db: Executor, merchantId: string, orderId: string) {
    return db
      .select({
        status: shipmentEvents.status,
        description: shipmentEvents.description,
        location: shipmentEvents.location,
        occurredAt: shipmentEvents.occurredAt,
      })
      .from(shipmentEvents)
      .where(and(eq(shipmentEvents.merchantId, merchantId), eq(shipmentEvents.orderId, orderId)))
      .orderBy(asc(shipmentEvents.occurredAt), asc(shipmentEvents.id));
  },

  /** Every status change of the order (written by the orders_status_events trigger), oldest first. */
  async statusEventsOf(db: Executor, merchantId: string, orderId: string) {
    return db
      .select({
        fromStatus: orderStatusEvents.fromStatus,
        toStatus: orderStatusEvents.toStatus,
        occurredAt: orderStatusEvents.occurredAt,
      })
      .from(orderStatusEvents)
      .where(and(eq(orderStatusEvents.merchantId, merchantId), eq(orderStatusEvents.orderId, orderId)))
      .orderBy(asc(orderStatusEvents.occurredAt), asc(orderStatusEvents.id));
  },

  /** Moves an order to `to` only from one of the `from` statuses; undefined when it was elsewhere. */
  async moveStatus(
    db: Executor,
    merchantId: string,
    id: string,
    to: string,
    from: readonly string[],
    changes: Partial<Pick<OrderInsert, 'deliveryType'>> = {},
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ status: to, ...changes })
      .where(and(byId(merchantId, id), inArray(orders.status, [...from])))
      .returning();
    return row;
  },
};
