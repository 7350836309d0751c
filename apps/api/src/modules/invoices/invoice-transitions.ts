import {
  type InvoicePaymentStatus,
  type InvoiceStatus,
  type InvoiceStatusChange,
  instalmentMessages,
  invoiceMessages,
} from '@oja/contracts';
import { conflict } from '../../lib/app-error.ts';

export interface InvoiceState {
  status: InvoiceStatus;
  paymentStatus: InvoicePaymentStatus;
}

/** Where each payment status may go: forward only, and PAID from any unpaid status (paid outside Oja). */
const PAYMENT_STEPS: Partial<Record<InvoicePaymentStatus, readonly InvoicePaymentStatus[]>> = {
  NEW: ['PENDING_PAYMENT', 'PAID'],
  PENDING_PAYMENT: ['PAID'],
  PARTIALLY_PAID: ['PAID'],
};

/**
 * The invoice state machine (docs/product/invoices.md): DRAFT → ISSUED; DRAFT or ISSUED → CANCELLED unless paid; and, on
 * an issued invoice, payment NEW → PENDING_PAYMENT → PAID, or NEW → PAID. Anything else is a 409 that says why.
 */
export function applyChange(state: InvoiceState, change: InvoiceStatusChange): InvoiceState {
  if (change.status) {
    const to = change.status;
    if (to === state.status) throw conflict(invoiceMessages.sameStatus(to));
    if (to === 'ISSUED' && state.status === 'DRAFT') return { ...state, status: 'ISSUED' };
    if (to === 'CANCELLED' && state.status !== 'CANCELLED') {
      if (state.paymentStatus === 'PAID') throw conflict(invoiceMessages.paidCannotCancel);
      // The buyer's instalments stay with the merchant: refunding them is the merchant's to decide.
      if (state.paymentStatus === 'PARTIALLY_PAID') throw conflict(instalmentMessages.partlyPaidCannotCancel);
      return { ...state, status: 'CANCELLED' };
    }
    throw conflict(invoiceMessages.illegalStatus(state.status, to));
  }
  const to = change.paymentStatus!;
  if (state.status === 'CANCELLED') throw conflict(invoiceMessages.cancelledNoPayment);
  if (state.status === 'DRAFT') throw conflict(invoiceMessages.issueFirst);
  if (to === state.paymentStatus) throw conflict(invoiceMessages.sameStatus(to));
  if (!PAYMENT_STEPS[state.paymentStatus]?.includes(to))
    throw conflict(invoiceMessages.illegalPayment(state.paymentStatus, to));
  return { ...state, paymentStatus: to };
}
