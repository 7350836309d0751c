import { bigint, foreignKey, index, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-columns.ts';
import { at, tenantPrimaryKey, timestamps } from './columns.ts';
import { orderForeignKey } from './orders.ts';

export interface StoredCarrierAddress {
  name: string;
  email: string;
  phone: string;
  line1: string;
  city: string;
  state: string;
  countryCode: string;
}
export interface StoredParcel {
  packaging: string;
  weight: number;
  items: { name: string; quantity: number; weight: number }[];
}

export interface StoredRate {
  rateId: string;
  carrier: string;
  deliveryType: 'standard' | 'express';
  amount: number;
  currency: string;
  deliveryDays: number;
}

/**
 * A dispatch in progress: the carrier's draft shipment of an order and the rate chosen for it, committed
 * before the pickup is arranged. A retry after a failure (or a crash) finds it and asks the carrier what
 * became of that shipment instead of booking a second one.
 */
export const shipmentBookings = pgTable(
  'shipment_bookings',
  {
    ...tenantKey(),
    orderId: uuid().notNull(),
    provider: text().notNull(),
    /** The carrier's id of the draft shipment. */
    providerReference: text().notNull(),
    rate: jsonb().$type<StoredRate>().notNull(),
    pickupAddress: jsonb().$type<StoredCarrierAddress>().notNull(),
    deliveryAddress: jsonb().$type<StoredCarrierAddress>().notNull(),
    parcel: jsonb().$type<StoredParcel>().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('shipment_bookings_merchant_order').on(t.merchantId, t.orderId),
    orderForeignKey(t),
  ],
);

/**
 * A carrier's shipment of one order (the unique key makes dispatch idempotent per order), moved on by
 * the carrier's webhooks.
 */
export const shipments = pgTable(
  'shipments',
  {
    ...tenantKey(),
    orderId: uuid().notNull(),
    provider: text().notNull(),
    /** The provider's own id of the shipment. */
    providerReference: text().notNull(),
    carrier: text().notNull(),
    trackingNumber: text().notNull(),
    deliveryType: text({ enum: ['standard', 'express'] }).notNull(),
    status: text({ enum: ['in_transit', 'awaiting_pickup', 'delivered'] }).notNull(),
    rateAmount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull().default('NGN'),
    pickupAddress: jsonb().$type<StoredCarrierAddress>().notNull(),
    deliveryAddress: jsonb().$type<StoredCarrierAddress>().notNull(),
    parcel: jsonb().$type<StoredParcel>().notNull(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('shipments_merchant_order').on(t.merchantId, t.orderId),
    unique('shipments_merchant_tracking').on(t.merchantId, t.trackingNumber),
    orderForeignKey(t),
  ],
);

/** What happened to a shipment, in order: the order's timeline. */
export const shipmentEvents = pgTable(
  'shipment_events',
  {
    ...tenantKey(),
    shipmentId: uuid().notNull(),
    orderId: uuid().notNull(),
    status: text().notNull(),
    description: text().notNull(),
    location: text(),
    occurredAt: at().notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.merchantId, t.shipmentId],
      foreignColumns: [shipments.merchantId, shipments.id],
    }).onDelete('cascade'),
    index('shipment_events_order').on(t.merchantId, t.orderId, t.occurredAt),
  ],
);
