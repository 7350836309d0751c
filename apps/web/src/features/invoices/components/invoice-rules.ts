import { type InvoicePaymentStatus, type InvoiceStatus, paymentStatusLabel, toMinor } from '@oja/contracts';
import { format, isValid, parseISO } from 'date-fns';
import type { BadgeTone } from '@/components/ui/badge';

/** Display rules of the invoice screens; the payment labels are docs/product/invoices.md#status-and-payment-status's (contracts). */
export { paymentStatusLabel };

const paymentTones: Record<InvoicePaymentStatus, BadgeTone> = {
  PAID: 'success',
  PARTIALLY_PAID: 'warning',
  PENDING_PAYMENT: 'warning',
  NEW: 'info',
};
export const paymentStatusTone = (status: string): BadgeTone =>
  paymentTones[status.toUpperCase() as InvoicePaymentStatus] ?? 'neutral';

const statusLabels: Record<InvoiceStatus, string> = {
  DRAFT: 'Draft',
  ISSUED: 'Issued',
  CANCELLED: 'Cancelled',
};
const statusTones: Record<InvoiceStatus, BadgeTone> = {
  DRAFT: 'neutral',
  ISSUED: 'brand',
  CANCELLED: 'danger',
};
export const invoiceStatusLabel = (status: string) =>
  statusLabels[status.toUpperCase() as InvoiceStatus] ?? status;
export const invoiceStatusTone = (status: string): BadgeTone =>
  statusTones[status.toUpperCase() as InvoiceStatus] ?? 'neutral';

/** A calendar date ('2025-03-05') as '05 Mar 2025'; read as a local date, never shifted by the time zone. */
export const formatInvoiceDate = (value: string | null | undefined) => {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'dd MMM yyyy') : '';
};

export interface InvoiceActions {
  edit: boolean;
  issue: boolean;
  markPending: boolean;
  markPaid: boolean;
  cancel: boolean;
  send: boolean;
}

/**
 * What the merchant may do next, mirroring the server's state machine: a DRAFT can be edited, issued,
 * sent (which issues it) or cancelled; an issued invoice's payment goes NEW → PENDING_PAYMENT → PAID; an
 * unpaid invoice can be cancelled and (re)sent; a paid or cancelled one is final.
 */
export function allowedInvoiceActions({
  status,
  paymentStatus,
}: {
  status: InvoiceStatus;
  paymentStatus: InvoicePaymentStatus;
}): InvoiceActions {
  const draft = status === 'DRAFT';
  const issued = status === 'ISSUED';
  const paid = paymentStatus === 'PAID';
  return {
    edit: draft,
    issue: draft,
    markPending: issued && paymentStatus === 'NEW',
    markPaid: issued && paymentStatus !== 'PAID',
    // The buyer's instalments stay with the merchant: a part-paid invoice is not cancelled.
    cancel: status !== 'CANCELLED' && !paid && paymentStatus !== 'PARTIALLY_PAID',
    send: status !== 'CANCELLED' && !paid,
  };
}

export interface DraftLine {
  quantity?: number | null;
  price?: number | null;
}

const finite = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** quantity × unit price, in minor units (kobo) so that sums do not drift. */
export const lineTotalMinor = (line: DraftLine) =>
  Math.round(finite(line.quantity)) * toMinor(finite(line.price));

/** What the form shows while it is filled in; the server computes the real totals. */
export const draftTotal = (lines: readonly DraftLine[]) =>
  lines.reduce((sum, line) => sum + lineTotalMinor(line), 0) / 100;
