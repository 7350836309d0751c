import {
  bpToRate,
  fromMinor,
  formatInvoiceNumber,
  type Invoice,
  type InvoiceLine,
  type PayableInvoice,
} from '@oja/contracts';
import type { InvoiceRow, LineRow } from './invoice-repository.ts';

/** Rows to API shapes: minor units become major units, instants ISO strings. */
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What is paid and left of an invoice, how much of its deposit is still due, and its VAT. */
export const instalmentsOf = (row: InvoiceRow) => ({
  vatRate: bpToRate(row.vatRateBp),
  vatAmount: fromMinor(row.vatMinor),
  depositAmount: fromMinor(row.depositMinor),
  amountPaid: fromMinor(row.paidMinor),
  amountLeft: fromMinor(row.totalAmountMinor - row.paidMinor),
  depositDue: fromMinor(Math.max(0, row.depositMinor - row.paidMinor)),
});

export const toInvoiceLine = (row: LineRow): InvoiceLine => ({
  productId: row.productId,
  name: row.name,
  quantity: row.quantity,
  price: fromMinor(row.priceMinor),
  totalAmount: fromMinor(row.totalAmountMinor),
});

export const toInvoice = (row: InvoiceRow, lines: LineRow[]): Invoice => ({
  id: row.id,
  userId: row.merchantId,
  invoiceNumber: formatInvoiceNumber(row.invoiceNumber),
  fullname: row.fullname,
  phoneNumber: row.phoneNumber,
  address: row.address,
  email: row.email,
  customerId: row.customerId,
  note: row.note,
  products: lines.map(toInvoiceLine),
  amount: fromMinor(row.amountMinor),
  totalAmount: fromMinor(row.totalAmountMinor),
  currency: row.currency,
  paymentStatus: row.paymentStatus,
  status: row.status,
  billingDate: row.billingDate,
  dueDate: row.dueDate,
  sentAt: iso(row.sentAt),
  paidAt: iso(row.paidAt),
  ...instalmentsOf(row),
  amountRefunded: fromMinor(row.refundedMinor),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  version: row.version,
});

/** What the buyer sees: the merchant, the lines and the amounts; none of the buyer's contact details. */
export const toPayableInvoice = (
  row: InvoiceRow,
  lines: LineRow[],
  merchantName: string,
): PayableInvoice => ({
  invoiceNumber: formatInvoiceNumber(row.invoiceNumber),
  merchantName,
  fullname: row.fullname,
  products: lines.map(toInvoiceLine),
  amount: fromMinor(row.amountMinor),
  totalAmount: fromMinor(row.totalAmountMinor),
  currency: row.currency,
  status: row.status,
  paymentStatus: row.paymentStatus,
  billingDate: row.billingDate,
  dueDate: row.dueDate,
  paidAt: iso(row.paidAt),
  ...instalmentsOf(row),
});
