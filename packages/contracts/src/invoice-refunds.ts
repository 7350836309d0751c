import { z } from 'zod';
import { refundDestination } from './refunds.ts';
import { timestamp } from './timestamp.ts';

/**
 * Refunds of a paid or partly paid invoice (decision 045): part or all of what the buyer paid through
 * Oja, back to the card(s) that paid it or to their store credit. The request is the order refund's
 * (`refundRequest`; an invoice has no stock, so `restock` is ignored). Amounts in major units.
 */
export const invoiceRefundMessages = {
  notPaid: 'Only an invoice paid through Oja can be refunded',
  alreadyRefunded: 'This invoice is already refunded in full',
  tooMuch: (left: string) => `At most ${left} is left to refund on this invoice`,
  cardTooMuch: (left: string) =>
    `At most ${left} can go back to the buyer’s card; refund the rest as store credit`,
} as const;

export const invoiceRefund = z.object({
  id: z.string(),
  amount: z.number(),
  destination: refundDestination,
  reason: z.string(),
  createdAt: timestamp,
});
export type InvoiceRefund = z.infer<typeof invoiceRefund>;

/** GET /v1/invoice/{id}/refunds, and the answer of each refund. */
export const invoiceRefunds = z.object({
  currency: z.string(),
  paid: z.number(),
  refunded: z.number(),
  refundable: z.number(),
  refunds: z.array(invoiceRefund),
});
export type InvoiceRefunds = z.infer<typeof invoiceRefunds>;

/** 'Refunded' once all that was paid went back, 'Partly refunded' before; '' with no refund. */
export function invoiceRefundLabel(invoice: { amountPaid: number; amountRefunded: number }): string {
  if (invoice.amountRefunded <= 0) return '';
  return invoice.amountRefunded >= invoice.amountPaid ? 'Refunded' : 'Partly refunded';
}
