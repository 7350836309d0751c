import { sql } from 'drizzle-orm';
import { bigint, boolean, check, foreignKey, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { invoices } from './invoices.ts';
import { at, tenantPrimaryKey, timestamps } from './columns.ts';
import { orderForeignKey } from './orders.ts';
import { tenantKey } from './tenant-columns.ts';

/**
 * A refund of a paid order (decision 038): part or all of what the buyer paid, back to their original
 * payment through the payment provider or to their store credit with the merchant. Taken from escrow
 * while the order's money is held there, from the wallet once released. One balanced ledger transaction
 * each (`ledgerTransactionId`); the order's `refunded_amount` keeps their sum, never above its total.
 */
export const refunds = pgTable(
  'refunds',
  {
    ...tenantKey(),
    orderId: uuid().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    destination: text({ enum: ['original_payment', 'store_credit'] }).notNull(),
    /** Where the money came from: the order's escrow hold, the merchant's wallet, or handed back in person (an offline sale). */
    source: text({ enum: ['escrow', 'wallet', 'offline'] }).notNull(),
    reason: text().notNull(),
    restocked: boolean().notNull(),
    ledgerTransactionId: uuid().notNull(),
    /** When the buyer's refund email went (or was skipped: no address); null while queued. */
    mailedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    orderForeignKey(t),
    index('refunds_order').on(t.merchantId, t.orderId, t.createdAt),
    index('refunds_unmailed')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} IS NULL`),
    check('refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

/**
 * A refund of a paid or partly paid invoice (decision 045): from the merchant's wallet (an invoice's
 * payments go straight to it) to the buyer's card across the charges that paid it, or to their store
 * credit. The invoice's `refunded_minor` keeps their sum, never above what was paid.
 */
export const invoiceRefunds = pgTable(
  'invoice_refunds',
  {
    ...tenantKey(),
    invoiceId: uuid().notNull(),
    amount: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    destination: text({ enum: ['original_payment', 'store_credit'] }).notNull(),
    reason: text().notNull(),
    ledgerTransactionId: uuid().notNull(),
    mailedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.merchantId, t.invoiceId],
      foreignColumns: [invoices.merchantId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_refunds_invoice').on(t.merchantId, t.invoiceId, t.createdAt),
    index('invoice_refunds_unmailed')
      .on(t.createdAt)
      .where(sql`${t.mailedAt} IS NULL`),
    check('invoice_refunds_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const ORDER_TIMELINE_KINDS = [
  'refund',
  'restock',
  'return_requested',
  'return_accepted',
  'return_declined',
  'booking_rescheduled',
  'booking_cancelled',
] as const;

/** What happened to an order after it was paid, one entry per step, oldest first on the order's screen. */
export const orderTimeline = pgTable(
  'order_timeline',
  {
    ...tenantKey(),
    orderId: uuid().notNull(),
    kind: text({ enum: ORDER_TIMELINE_KINDS }).notNull(),
    /** What the merchant or the buyer wrote (a refund's or a return's reason), or ''. */
    note: text().notNull().default(''),
    /** Minor units, for a money step (a refund); null otherwise. */
    amount: bigint({ mode: 'number' }),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    orderForeignKey(t),
    index('order_timeline_order').on(t.merchantId, t.orderId, t.createdAt),
  ],
);

/** A buyer's request to send back (some of) a delivered product order; one open request per order. */
export const returnRequests = pgTable(
  'return_requests',
  {
    ...tenantKey(),
    orderId: uuid().notNull(),
    reason: text().notNull(),
    /** The order's lines being returned (product and quantity); null: all of them. */
    items: jsonb().$type<{ productId: string; quantity: number }[]>(),
    status: text({ enum: ['requested', 'accepted', 'declined'] })
      .notNull()
      .default('requested'),
    decidedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    orderForeignKey(t),
    index('return_requests_order').on(t.merchantId, t.orderId, t.createdAt),
  ],
);
