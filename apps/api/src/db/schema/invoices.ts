import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { merchantId, tenantKey } from './tenant-columns.ts';
import { at, recordVersion, tenantPrimaryKey, timestamps } from './columns.ts';

const money = () => bigint({ mode: 'number' }).notNull();
/**
 * A merchant's invoices (docs/product/invoices.md). Money in minor units. `invoiceNumber` is the per-merchant sequence
 * (shown as INV-0001), drawn from `invoice_counters` in the creating transaction, so numbers have no gaps.
 * `payTokenHash` is the SHA-256 of the buyer's payment-link token; the lookup by it is the only query
 * that is not scoped by merchant, so its index is not unique (256-bit tokens do not collide).
 */
export const invoices = pgTable(
  'invoices',
  {
    ...tenantKey(),
    invoiceNumber: integer().notNull(),
    status: text({ enum: ['DRAFT', 'ISSUED', 'CANCELLED'] })
      .notNull()
      .default('DRAFT'),
    paymentStatus: text({ enum: ['NEW', 'PENDING_PAYMENT', 'PARTIALLY_PAID', 'PAID'] })
      .notNull()
      .default('NEW'),
    /** One of the merchant's customers, when the buyer was picked from the customer book. */
    customerId: uuid(),
    fullname: text().notNull(),
    phoneNumber: text().notNull(),
    address: text().notNull(),
    /** Lower-cased. */
    email: text().notNull(),
    note: text(),
    amountMinor: money(),
    totalAmountMinor: money(),
    /** VAT in basis points (750 = 7.5 %; 0: no VAT line) and its amount; the total is amount + VAT. */
    vatRateBp: integer().notNull().default(0),
    vatMinor: money().default(0),
    /** Due before the rest (0: none); the buyer's first payment is at least this much. */
    depositMinor: money().default(0),
    /** The sum of the settled payments: PAID once it reaches the total, PARTIALLY_PAID before. */
    paidMinor: money().default(0),
    /** The sum of its refunds (invoice_refunds), never above what was paid. */
    refundedMinor: money().default(0),
    currency: text().notNull().default('NGN'),
    billingDate: date({ mode: 'string' }).notNull(),
    dueDate: date({ mode: 'string' }).notNull(),
    payTokenHash: text(),
    sentAt: at(),
    paidAt: at(),
    /** The invoice whose schedule issued this one, and the run (0 for the first); unique together. */
    repeatOfId: uuid(),
    repeatRun: integer(),
    version: recordVersion(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique('invoices_merchant_number').on(t.merchantId, t.invoiceNumber),
    unique('invoices_repeat_run').on(t.merchantId, t.repeatOfId, t.repeatRun),
    index('invoices_merchant_recent').on(t.merchantId, t.createdAt.desc(), t.id.desc()),
    index('invoices_merchant_status_recent').on(t.merchantId, t.status, t.createdAt.desc(), t.id.desc()),
    index('invoices_merchant_payment_recent').on(
      t.merchantId,
      t.paymentStatus,
      t.createdAt.desc(),
      t.id.desc(),
    ),
    index('invoices_merchant_billing_date').on(t.merchantId, t.billingDate),
    // The dashboard's issued and paid sums of a range, as index-only scans (money-repository.ts).
    index('invoices_issued_amounts')
      .on(t.merchantId, t.currency, t.billingDate, t.totalAmountMinor)
      .where(sql`${t.status} = 'ISSUED'`),
    index('invoices_paid_amounts')
      .on(t.merchantId, t.currency, t.paidAt, t.totalAmountMinor, t.refundedMinor)
      .where(sql`${t.paymentStatus} = 'PAID'`),
    // The dashboard's search: an invoice by the start of its buyer's email.
    index('invoices_merchant_email_prefix').on(t.merchantId, t.email.op('text_pattern_ops')),
    index('invoices_fullname_trgm').using('gin', sql`${t.fullname} gin_trgm_ops`),
    index('invoices_pay_token')
      .on(t.payTokenHash)
      .where(sql`${t.payTokenHash} IS NOT NULL`),
    check('invoices_amounts_not_negative', sql`${t.amountMinor} >= 0 AND ${t.totalAmountMinor} >= 0`),
    check(
      'invoices_vat',
      sql`${t.vatRateBp} BETWEEN 0 AND 10000 AND ${t.vatMinor} >= 0 AND ${t.totalAmountMinor} = ${t.amountMinor} + ${t.vatMinor}`,
    ),
    check(
      'invoices_instalments_within_total',
      sql`${t.depositMinor} BETWEEN 0 AND ${t.totalAmountMinor} AND ${t.paidMinor} BETWEEN 0 AND ${t.totalAmountMinor}`,
    ),
    check('invoices_refunded_within_paid', sql`${t.refundedMinor} BETWEEN 0 AND ${t.paidMinor}`),
    check('invoices_due_after_billing', sql`${t.dueDate} >= ${t.billingDate}`),
  ],
);

/** The lines of an invoice, in order. `productId` names the catalogue product the line came from, if any. */
export const invoiceLines = pgTable(
  'invoice_lines',
  {
    merchantId: uuid().notNull(),
    invoiceId: uuid().notNull(),
    position: integer().notNull(),
    productId: uuid(),
    name: text().notNull(),
    quantity: integer().notNull(),
    priceMinor: money(),
    totalAmountMinor: money(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.invoiceId, t.position] }),
    foreignKey({
      columns: [t.merchantId, t.invoiceId],
      foreignColumns: [invoices.merchantId, invoices.id],
    }).onDelete('cascade'),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('invoice_lines_price_not_negative', sql`${t.priceMinor} >= 0`),
  ],
);

/**
 * A merchant's invoice settings: the VAT rate in basis points (default 7.5 %) and the payment reminders
 * (off by default; days from the due date). No row: the defaults.
 */
export const invoiceSettings = pgTable(
  'invoice_settings',
  {
    merchantId: merchantId().primaryKey(),
    vatRateBp: integer().notNull().default(750),
    remindersEnabled: boolean().notNull().default(false),
    reminderOffsets: integer()
      .array()
      .notNull()
      .default(sql`'{-3,0,7}'`),
  },
  (t) => [check('invoice_settings_vat_rate', sql`${t.vatRateBp} BETWEEN 0 AND 10000`)],
);

/** Each payment reminder sent: one per invoice and offset (its key), written in the transaction that sends it. */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    merchantId: merchantId(),
    invoiceId: uuid().notNull(),
    offsetDays: integer().notNull(),
    sentAt: at().notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.invoiceId, t.offsetDays] }),
    foreignKey({
      columns: [t.merchantId, t.invoiceId],
      foreignColumns: [invoices.merchantId, invoices.id],
    }).onDelete('cascade'),
  ],
);

/** The last invoice number given per merchant; its row lock serialises concurrent creates. */
export const invoiceCounters = pgTable('invoice_counters', {
  merchantId: merchantId().primaryKey(),
  lastNumber: integer().notNull().default(0),
});

/**
 * Each checkout opened at the payment provider for an invoice. A charge is settled once (pending → a
 * final state under a guarded UPDATE): a successful one adds its amount to the invoice's paid sum and
 * credits the wallet; one that would pay more than is left (or arrives after cancelling) is refunded.
 */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    merchantId: merchantId(),
    reference: text().notNull(),
    invoiceId: uuid().notNull(),
    amountMinor: money(),
    currency: text().notNull(),
    status: text({ enum: ['pending', 'paid', 'refunded', 'abandoned'] })
      .notNull()
      .default('pending'),
    authorizationUrl: text().notNull(),
    accessCode: text().notNull(),
    ledgerTransactionId: uuid(),
    settledAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.reference] }),
    foreignKey({
      columns: [t.merchantId, t.invoiceId],
      foreignColumns: [invoices.merchantId, invoices.id],
    }).onDelete('cascade'),
    index('invoice_payments_invoice').on(t.merchantId, t.invoiceId, t.createdAt.desc()),
    index('invoice_payments_pending')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('invoice_payments_amount_positive', sql`${t.amountMinor} > 0`),
  ],
);

/**
 * The VAT of the money an invoice has received (decision 046): one row per money event — a charge
 * settled, the invoice marked paid by hand, a refund — holding how much the VAT received on the invoice
 * changed with it (negative for a refund). VAT received at any moment is floor(VAT × net received ÷
 * total), net of refunds; the rows of an invoice add up to it. Written in the transaction that moves the
 * money, under the invoice's row lock; never changed. The dashboard sums them by business day of
 * `receivedAt`; `createdAt` tells its roll-up job which rows are new.
 */
export const invoiceVatEntries = pgTable(
  'invoice_vat_entries',
  {
    merchantId: merchantId(),
    invoiceId: uuid().notNull(),
    /** The payment's reference, `paid-by-hand`, or the refund's reference: each counts once. */
    reference: text().notNull(),
    currency: text().notNull(),
    vatMinor: bigint({ mode: 'number' }).notNull(),
    receivedAt: at().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.invoiceId, t.reference] }),
    foreignKey({
      columns: [t.merchantId, t.invoiceId],
      foreignColumns: [invoices.merchantId, invoices.id],
    }).onDelete('cascade'),
    // The dashboard's VAT of a range, as an index-only scan (money-repository.ts).
    index('invoice_vat_entries_received').on(t.merchantId, t.currency, t.receivedAt, t.vatMinor),
    index('invoice_vat_entries_created').on(t.createdAt),
    check('invoice_vat_entries_not_zero', sql`${t.vatMinor} <> 0`),
  ],
);
