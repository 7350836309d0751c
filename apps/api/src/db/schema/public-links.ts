import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { merchantId, tenantKey } from './tenant-columns.ts';
import { at, tenantPrimaryKey } from './columns.ts';

/**
 * What a buyer's public link opens: an order's tracking page, a receipt or a booking (decision 037), an
 * invoice's pay page shared from the dashboard, or a buyer conversation (`chat`: an entry into /chat from
 * a tracking or booking page). Decision 044.
 */
export const PUBLIC_LINK_KINDS = ['order', 'receipt', 'booking', 'invoice', 'chat'] as const;
export type PublicLinkKind = (typeof PUBLIC_LINK_KINDS)[number];

/**
 * The buyer's links. Only the token's SHA-256 is kept; the token is shown once, when the link is made.
 * Revoking sets `revokedAt` on every live link of the object; a revoked link answers like an unknown one.
 */
export const publicLinks = pgTable(
  'public_links',
  {
    ...tenantKey(),
    kind: text({ enum: PUBLIC_LINK_KINDS }).notNull(),
    objectId: uuid().notNull(),
    tokenHash: text().notNull(),
    createdAt: at().notNull().defaultNow(),
    revokedAt: at(),
  },
  // Looked up by hash alone (the token is the capability); unique per merchant like every tenant key.
  (t) => [
    tenantPrimaryKey(t),
    unique('public_links_merchant_token').on(t.merchantId, t.tokenHash),
    index('public_links_token').on(t.tokenHash),
    index().on(t.merchantId, t.kind, t.objectId),
  ],
);

/** One line of a receipt as it was paid (a snapshot: later edits of the order or invoice leave it as it is). */
export interface ReceiptLine {
  name: string;
  quantity: number;
  unitMinor: number;
}

/**
 * A receipt for every payment a merchant receives. `receiptNumber` is the merchant's gapless sequence
 * (RCT-0001), drawn from `receipt_counters` in the settling transaction; `paymentReference` is unique per
 * merchant, so a payment settled twice (a repeated webhook) has one receipt. `mailedAt` is set once the
 * buyer's receipt email has gone out (receipt-mail.ts sends those still unset).
 */
export const receipts = pgTable(
  'receipts',
  {
    ...tenantKey(),
    receiptNumber: integer().notNull(),
    paymentReference: text().notNull(),
    orderId: uuid(),
    invoiceId: uuid(),
    buyerName: text().notNull(),
    buyerEmail: text().notNull(),
    description: text().notNull(),
    lines: jsonb().$type<ReceiptLine[]>().notNull(),
    amountMinor: bigint({ mode: 'number' }).notNull(),
    currency: text().notNull(),
    paidAt: at().notNull(),
    mailedAt: at(),
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('receipts_merchant_number').on(t.merchantId, t.receiptNumber),
    unique('receipts_merchant_payment').on(t.merchantId, t.paymentReference),
    index('receipts_unmailed')
      .on(t.paidAt)
      .where(sql`${t.mailedAt} IS NULL`),
    check('receipts_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/** The last receipt number given per merchant; its row lock serialises concurrent settlements. */
export const receiptCounters = pgTable('receipt_counters', {
  merchantId: merchantId().primaryKey(),
  lastNumber: integer().notNull().default(0),
});
