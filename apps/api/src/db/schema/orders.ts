import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  date,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-columns.ts';
import { at, tenantPrimaryKey, timestamps } from './columns.ts';

/**
 * Orders placed by buyers through POST /v1/checkout. Product orders move processing → shipped →
 * awaiting_pickup → delivered; service orders are NOT_PAID until paid, then NEW, PENDING, DELIVERED (PAID:
 * marked by hand before payments went through the provider). Either is cancelled when unpaid in time or
 * cancelled by the merchant. The buyer's payment is its own column (decision 021).
 * Money columns are minor units (kobo). Lists read (merchant, type[, status], newest first) by index.
 */
export const orders = pgTable(
  'orders',
  {
    ...tenantKey(),
    orderReference: text().notNull(),
    type: text({ enum: ['PRODUCT', 'SERVICE'] }).notNull(),
    status: text().notNull(),
    deliveryName: text().notNull(),
    /** Stored lower-cased. */
    email: text().notNull(),
    phone: text().notNull(),
    /** The whole address as one line; the parts below feed the carrier. Null for a service order without one. */
    deliveryAddress: text(),
    deliveryLine1: text(),
    deliveryCity: text(),
    deliveryState: text(),
    deliveryCountry: text(),
    deliveryNote: text(),
    deliveryType: text({ enum: ['standard', 'express'] })
      .notNull()
      .default('standard'),
    currency: text().notNull().default('NGN'),
    cartTotal: bigint({ mode: 'number' }).notNull(),
    deliveryPrice: bigint({ mode: 'number' }).notNull(),
    totalPrice: bigint({ mode: 'number' }).notNull(),
    /** No default: every writer says whether the order is paid (decision 021). */
    paymentStatus: text({
      enum: ['awaiting_payment', 'partially_paid', 'paid', 'partially_refunded', 'refunded', 'expired'],
    }).notNull(),
    /**
     * The part of the total the buyer pays first (decision 039); the rest is paid later through a second
     * checkout (`balanceReference`). Null when the order is paid in one payment.
     */
    depositAmount: bigint({ mode: 'number' }),
    /** The provider's checkout for the rest of a deposit order, once opened: its reference and page. */
    balanceReference: text(),
    balanceUrl: text(),
    /** The sum of the order's refunds (minor units): never above its total, checked by the database. */
    refundedAmount: bigint({ mode: 'number' }).notNull().default(0),
    paidAt: at(),
    /** Until when an unpaid order holds its stock or slot; the expiry job cancels it after. */
    paymentDueAt: at(),
    orderedAt: at().notNull().defaultNow(),
    /**
     * How the order came: 'online' (the buyer's checkout), 'payment_link' (made by the merchant, paid by
     * the buyer through a link) or 'offline' (a sale the merchant recorded, paid in person; decision 039).
     */
    channel: text({ enum: ['online', 'payment_link', 'offline'] })
      .notNull()
      .default('online'),
    /** How an offline sale was paid; null for every other channel. */
    offlineMethod: text({ enum: ['cash', 'bank_transfer', 'pos'] }),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('orders_merchant_reference').on(t.merchantId, t.orderReference),
    // The dashboard roll-up job reads the orders changed since its last run.
    index('orders_updated').on(t.updatedAt),
    // The dashboard's search: an order by the start of its reference or its buyer's email.
    index('orders_merchant_reference_prefix').on(t.merchantId, t.orderReference.op('text_pattern_ops')),
    index('orders_merchant_email_prefix').on(t.merchantId, t.email.op('text_pattern_ops')),
    index('orders_merchant_recent').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('orders_merchant_type_recent').on(t.merchantId, t.type, t.createdAt.desc(), t.id.desc()),
    index('orders_merchant_type_status_recent').on(
      t.merchantId,
      t.type,
      t.status,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    // The expiry job's claim: unpaid orders by due time, and nothing else.
    index('orders_payment_due')
      .on(t.paymentDueAt)
      .where(sql`${t.paymentStatus} = 'awaiting_payment'`),
    check(
      'orders_status_of_type',
      sql`(${t.type} = 'PRODUCT' AND ${t.status} IN ('processing', 'shipped', 'awaiting_pickup', 'delivered', 'cancelled'))
        OR (${t.type} = 'SERVICE' AND ${t.status} IN ('NEW', 'PENDING', 'PAID', 'DELIVERED', 'NOT_PAID', 'CANCELLED'))`,
    ),
    check(
      'orders_payment_status',
      sql`${t.paymentStatus} IN ('awaiting_payment', 'partially_paid', 'paid', 'partially_refunded', 'refunded', 'expired')`,
    ),
    check('orders_channel', sql`${t.channel} IN ('online', 'payment_link', 'offline')`),
    check(
      'orders_offline_method',
      sql`(${t.channel} = 'offline') = (${t.offlineMethod} IS NOT NULL AND ${t.offlineMethod} IN ('cash', 'bank_transfer', 'pos'))`,
    ),
    check(
      'orders_deposit_within_total',
      sql`${t.depositAmount} IS NULL OR (${t.depositAmount} > 0 AND ${t.depositAmount} < ${t.totalPrice})`,
    ),
    check('orders_refunded_within_total', sql`${t.refundedAmount} BETWEEN 0 AND ${t.totalPrice}`),
    check('orders_amounts_not_negative', sql`${t.cartTotal} >= 0 AND ${t.deliveryPrice} >= 0`),
    check('orders_total_is_sum', sql`${t.totalPrice} = ${t.cartTotal} + ${t.deliveryPrice}`),
  ],
);

/** A tenant row that belongs to an order goes with it. */
export const orderForeignKey = (t: { merchantId: AnyPgColumn; orderId: AnyPgColumn }) =>
  foreignKey({ columns: [t.merchantId, t.orderId], foreignColumns: [orders.merchantId, orders.id] }).onDelete(
    'cascade',
  );

/** The products of a product order, as they were when ordered (name, price, image, weight, size). */
export const orderItems = pgTable(
  'order_items',
  {
    ...tenantKey(),
    orderId: uuid().notNull(),
    /** No foreign key: the product may be deleted later; the snapshot stays. */
    productId: uuid().notNull(),
    position: integer().notNull(),
    name: text().notNull(),
    price: bigint({ mode: 'number' }).notNull(),
    image: text(),
    quantity: integer().notNull(),
    /** Kilograms and centimetres, for the carrier's parcel. */
    weight: doublePrecision(),
    dimension: jsonb().$type<{ height: number; width: number; length: number }>(),
  },
  (t) => [
    tenantPrimaryKey(t),
    orderForeignKey(t),
    index('order_items_order').on(t.merchantId, t.orderId, t.position),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
  ],
);

/** The booking of a service order: one per order; a service's bookings never overlap (checked under a lock). */
export const bookings = pgTable(
  'bookings',
  {
    ...tenantKey(),
    orderId: uuid().notNull(),
    serviceId: uuid().notNull(),
    /** The service's name when booked. */
    name: text().notNull(),
    bookedDate: date({ mode: 'string' }).notNull(),
    /** HH:MM, 24-hour; '24:00' ends at midnight. */
    startHour: text().notNull(),
    endHour: text().notNull(),
    description: text().notNull().default(''),
    /** 'online' or the address of the schedule slot the booking falls in. */
    location: text(),
    meetingLink: text(),
    /** The room id inside meetingLink; the public room page finds the booking by it. */
    meetingRoomId: text(),
    /** How often the buyer moved the booking from its page (the merchant's rules cap it, decision 043). */
    rescheduleCount: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('bookings_merchant_order').on(t.merchantId, t.orderId),
    index('bookings_meeting_room').on(t.meetingRoomId),
    orderForeignKey(t),
    index('bookings_service_date').on(t.merchantId, t.serviceId, t.bookedDate),
    index('bookings_merchant_date').on(t.merchantId, t.bookedDate, t.startHour),
    check('bookings_hours_ordered', sql`${t.endHour} > ${t.startHour}`),
  ],
);

/** Every change of an order's status, written by a trigger on orders so no code path can skip it. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    ...tenantKey(),
    orderId: uuid().notNull(),
    fromStatus: text().notNull(),
    toStatus: text().notNull(),
    occurredAt: at().notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey(t),
    orderForeignKey(t),
    index('order_status_events_order').on(t.merchantId, t.orderId, t.occurredAt),
  ],
);

/**
 * Exact order totals per merchant, type and status, kept by statement triggers on orders (migration
 * 0016), so a list's total is a read of a few rows instead of a count over a million orders.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    merchantId: uuid().notNull(),
    type: text().notNull(),
    status: text().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.type, t.status] })],
);

/**
 * Orders per merchant, type, UTC day of creation and status, kept by statement triggers on orders like
 * order_counts (migration 0028). A deep page finds the day its first order falls on by adding up days,
 * then skips only within that day (docs/decisions/028-orders-and-wallet-in-one-statement.md).
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    merchantId: uuid().notNull(),
    type: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.type, t.day, t.status] })],
);
