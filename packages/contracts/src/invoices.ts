import { z } from 'zod';
import { timestamp } from './timestamp.ts';
import { multiLineText, singleLineText } from './text.ts';
import { emailField, phoneField } from './account-fields.ts';
import { MAX_MONEY_AMOUNT, moneyInput } from './money.ts';
import { pageQuery } from './pagination.ts';
import { editableRecordFields } from './record-version.ts';
import { depositInput } from './deposit.ts';
import { instalmentFields } from './invoice-instalments.ts';
import { vatFields } from './invoice-vat.ts';

/**
 * Invoices (docs/product/invoices.md#invoice-fields, docs/product/invoices.md#status-and-payment-status, docs/product/invoices.md#calls; docs/product/invoices.md). Money crosses the API in
 * major units (naira) with at most 2 decimals and is stored in minor units (kobo). `amount` is the sum of
 * the lines; `totalAmount` adds the VAT, if any (invoice-vat.ts); both are computed by the server.
 */
export const INVOICE_STATUSES = ['DRAFT', 'ISSUED', 'CANCELLED'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];
export const INVOICE_PAYMENT_STATUSES = ['NEW', 'PENDING_PAYMENT', 'PARTIALLY_PAID', 'PAID'] as const;
export type InvoicePaymentStatus = (typeof INVOICE_PAYMENT_STATUSES)[number];
export const INVOICE_CURRENCY = 'NGN';
export const MAX_INVOICE_LINES = 100;
export const MAX_LINE_QUANTITY = 1_000_000;

export const invoiceMessages = {
  created: 'Invoice created successfully',
  updated: 'Invoice updated successfully',
  fetched: 'Invoice fetched successfully',
  fetchedAll: 'Invoices fetched successfully',
  statusChanged: 'Invoice status updated successfully',
  sent: 'Invoice sent to the buyer',
  notFound: 'Invoice not found',
  productNotFound: 'Product not found',
  customerNotFound: 'Customer not found',
  onlyDraftEditable: 'Only a DRAFT invoice can be edited',
  totalTooLarge: 'The invoice total is too large',
  dueBeforeBilling: 'The due date must not be before the billing date',
  lineNeedsName: 'Enter the item name',
  lineNeedsPrice: 'Enter the unit price',
  oneChange: 'Send either status or paymentStatus',
  sameStatus: (status: string) => `The invoice is already ${status}`,
  illegalStatus: (from: string, to: string) => `An invoice cannot go from ${from} to ${to}`,
  illegalPayment: (from: string, to: string) => `The payment status cannot go from ${from} to ${to}`,
  issueFirst: 'Issue the invoice before changing its payment status',
  cancelledNoPayment: 'A cancelled invoice cannot be paid',
  paidCannotCancel: 'A paid invoice cannot be cancelled',
  cannotSendCancelled: 'A cancelled invoice cannot be sent',
  cannotSendPaid: 'This invoice has already been paid',
  alreadyPaid: 'This invoice has already been paid',
  nothingToPay: 'This invoice has nothing to pay',
  cancelled: 'This invoice has been cancelled',
  paymentStarted: 'Continue to the checkout to pay',
  paymentUnavailable: 'Payment is unavailable right now. Try again later.',
  /** The invoice PDF's payment block when the merchant has saved no bank account yet. */
  pdfNoBankAccount: (seller: string) =>
    `No bank account is on file for ${seller} yet: ask the seller how to pay this invoice.`,
  /** docs/product/messages.md#failed-list-loads: the list-load fallback. */
  listFallback: 'Could not get invoices. Try again later.',
} as const;

/** INV-0001, INV-0002, … (sequential per merchant; a fifth digit appears after INV-9999). */
export const formatInvoiceNumber = (n: number) => `INV-${String(n).padStart(4, '0')}`;

/** docs/product/invoices.md#status-and-payment-status: PAID shows 'Paid', PENDING_PAYMENT 'Pending', NEW 'New' (compared in upper case). */
export const paymentStatusLabels: Record<InvoicePaymentStatus, string> = {
  PAID: 'Paid',
  PARTIALLY_PAID: 'Part paid',
  PENDING_PAYMENT: 'Pending',
  NEW: 'New',
};
export function paymentStatusLabel(status: string | null | undefined): string {
  const key = (status ?? '').trim().toUpperCase();
  return key in paymentStatusLabels
    ? paymentStatusLabels[key as InvoicePaymentStatus]
    : (status ?? '').trim();
}

/** docs/product/invoices.md#status-and-payment-status: statuses are compared in upper case; 'all' (or nothing) shows everything. */
export function matchesStatusFilter(
  status: string | null | undefined,
  option: string | null | undefined,
): boolean {
  const wanted = (option ?? '').trim().toUpperCase();
  if (wanted === '' || wanted === 'ALL') return true;
  return (status ?? '').trim().toUpperCase() === wanted;
}

const upper = (value: unknown) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
/** A list filter: upper-cased; '' and 'ALL' mean no filter. */
const statusFilter = <T extends string>(values: readonly T[], error: string) =>
  z
    .preprocess(upper, z.enum(['', 'ALL', ...values] as [string, ...string[]], { error }))
    .transform((v) => (v === '' || v === 'ALL' ? undefined : (v as T)))
    .optional();
const text = (message: string, max: number) =>
  singleLineText().trim().min(1, message).max(max, `At most ${max} characters`);
const day = (message: string) => z.iso.date(message);

export const invoiceStatusField = z.preprocess(
  upper,
  z.enum(INVOICE_STATUSES, { error: 'Status must be DRAFT, ISSUED or CANCELLED' }),
);
export const invoicePaymentStatusField = z.preprocess(
  upper,
  z.enum(INVOICE_PAYMENT_STATUSES, {
    error: 'Payment status must be NEW, PENDING_PAYMENT, PARTIALLY_PAID or PAID',
  }),
);

/**
 * One line: a product of the merchant's catalogue (`productId`; name and unit price default to the
 * product's) or free text (name and price required). Any client-sent `totalAmount` is ignored.
 */
export const invoiceLineInput = z
  .object({
    productId: singleLineText().trim().min(1).max(64).optional(),
    name: text('Enter the item name', 200).optional(),
    quantity: z
      .number({ error: 'Quantity must be a number' })
      .int('Quantity must be a whole number')
      .min(1, 'Quantity must be at least 1')
      .max(MAX_LINE_QUANTITY, 'Quantity is too large'),
    price: moneyInput({ label: 'Price' }).optional(),
  })
  .refine((l) => l.productId || l.name, { message: invoiceMessages.lineNeedsName, path: ['name'] })
  .refine((l) => l.productId || l.price !== undefined, {
    message: invoiceMessages.lineNeedsPrice,
    path: ['price'],
  });
export type InvoiceLineInput = z.infer<typeof invoiceLineInput>;

/** POST /v1/invoice and PUT /v1/invoice/{id}. PUT may only leave the invoice a DRAFT or issue it. */
export const invoiceRequest = z
  .object({
    fullname: text('Enter the buyer name', 120),
    phoneNumber: phoneField,
    address: text('Enter the buyer address', 300),
    email: emailField,
    customerId: singleLineText().trim().min(1).max(64).optional(),
    products: z
      .array(invoiceLineInput, { error: 'Add at least one item' })
      .min(1, 'Add at least one item')
      .max(MAX_INVOICE_LINES, `An invoice can have at most ${MAX_INVOICE_LINES} items`),
    billingDate: day('Enter the billing date as YYYY-MM-DD'),
    dueDate: day('Enter the due date as YYYY-MM-DD'),
    status: z
      .preprocess(upper, z.enum(['DRAFT', 'ISSUED'], { error: 'Status must be DRAFT or ISSUED' }))
      .default('DRAFT'),
    note: multiLineText().trim().max(2000, 'The note must be at most 2000 characters').optional(),
    /** A deposit due before the rest; none when absent. */
    deposit: depositInput.optional(),
    /** Adds a VAT line at the merchant's rate (invoice settings). */
    vat: z.boolean({ error: 'vat must be true or false' }).optional(),
  })
  .refine((b) => b.dueDate >= b.billingDate, {
    message: invoiceMessages.dueBeforeBilling,
    path: ['dueDate'],
  });
export type InvoiceRequest = z.infer<typeof invoiceRequest>;

/** PATCH /v1/invoice/{id}/status/: exactly one of the two. */
export const invoiceStatusChange = z
  .object({ status: invoiceStatusField.optional(), paymentStatus: invoicePaymentStatusField.optional() })
  .refine((b) => (b.status === undefined) !== (b.paymentStatus === undefined), {
    message: invoiceMessages.oneChange,
  });
export type InvoiceStatusChange = z.infer<typeof invoiceStatusChange>;

/** GET /v1/invoice: newest first; `from`/`to` bound billingDate (inclusive); `name` searches the buyer. */
export const invoiceListQuery = pageQuery
  .extend({
    status: statusFilter(INVOICE_STATUSES, 'Status must be all, DRAFT, ISSUED or CANCELLED'),
    paymentStatus: statusFilter(
      INVOICE_PAYMENT_STATUSES,
      'Payment status must be all, NEW, PENDING_PAYMENT, PARTIALLY_PAID or PAID',
    ),
    from: day('Enter from as YYYY-MM-DD').optional(),
    to: day('Enter to as YYYY-MM-DD').optional(),
    name: singleLineText().trim().max(120, 'Search text must be at most 120 characters').optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['to'] });
export type InvoiceListQuery = z.infer<typeof invoiceListQuery>;

export const invoiceLine = z.object({
  productId: z.string().nullable(),
  name: z.string(),
  quantity: z.number().int(),
  /** Unit price, major units. */
  price: z.number(),
  /** quantity × price. */
  totalAmount: z.number(),
});
export type InvoiceLine = z.infer<typeof invoiceLine>;

/** docs/product/invoices.md#invoice-fields, plus the invoice number, currency, customer, note and the sending/payment times. */
export const invoiceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  invoiceNumber: z.string(),
  fullname: z.string(),
  phoneNumber: z.string(),
  address: z.string(),
  email: z.string(),
  customerId: z.string().nullable(),
  note: z.string().nullable(),
  products: z.array(invoiceLine),
  amount: z.number(),
  totalAmount: z.number(),
  currency: z.string(),
  paymentStatus: z.enum(INVOICE_PAYMENT_STATUSES),
  status: z.enum(INVOICE_STATUSES),
  billingDate: z.string(),
  dueDate: z.string(),
  sentAt: timestamp.nullable(),
  paidAt: timestamp.nullable(),
  ...instalmentFields,
  amountRefunded: z.number(),
  ...vatFields,
  ...editableRecordFields,
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** What the buyer sees behind the payment link (GET /v1/pay/invoice/{payToken}). */
export const payableInvoice = z.object({
  invoiceNumber: z.string(),
  merchantName: z.string(),
  fullname: z.string(),
  products: z.array(invoiceLine),
  amount: z.number(),
  totalAmount: z.number(),
  currency: z.string(),
  status: z.enum(INVOICE_STATUSES),
  paymentStatus: z.enum(INVOICE_PAYMENT_STATUSES),
  billingDate: z.string(),
  dueDate: z.string(),
  paidAt: timestamp.nullable(),
  ...instalmentFields,
  ...vatFields,
});
export type PayableInvoice = z.infer<typeof payableInvoice>;

/** POST /v1/pay/invoice/{payToken}: the provider's checkout to send the buyer to. */
export const invoiceCheckout = z.object({
  reference: z.string(),
  authorizationUrl: z.string(),
  accessCode: z.string(),
});
export type InvoiceCheckout = z.infer<typeof invoiceCheckout>;

export const MAX_INVOICE_TOTAL = MAX_MONEY_AMOUNT;
