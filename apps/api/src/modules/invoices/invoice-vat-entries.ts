import type { Executor } from '../../db/client.ts';
import { invoiceVatEntries } from '../../db/schema/index.ts';

/** The reference of the entry of an invoice marked paid by the merchant (paid outside Oja). */
export const PAID_BY_HAND = 'paid-by-hand';

/**
 * The VAT received on an invoice once `netMinor` of its total has been received (payments less refunds):
 * its proportional share, rounded down to the kobo — floor(VAT × net ÷ total), in exact integers. Fully
 * paid, it is the whole VAT; wholly refunded, nothing.
 */
export function vatReceivedOf(vatMinor: number, totalMinor: number, netMinor: number): number {
  if (vatMinor === 0 || totalMinor === 0) return 0;
  return Number((BigInt(vatMinor) * BigInt(netMinor)) / BigInt(totalMinor));
}

export interface InvoiceVatOf {
  merchantId: string;
  id: string;
  currency: string;
  vatMinor: number;
  totalAmountMinor: number;
}

/**
 * Records how much the VAT received on `invoice` changed when the net it received went from `netBefore`
 * to `netAfter` (decision 046): a payment raises it, a refund lowers it. Call it in the transaction that
 * moves the money, under the invoice's row lock, once per money event (`reference`). Nothing is written
 * when the VAT received does not change.
 */
export async function recordVatReceived(
  tx: Executor,
  invoice: InvoiceVatOf,
  event: { reference: string; netBefore: number; netAfter: number; receivedAt: Date },
) {
  const vatMinor =
    vatReceivedOf(invoice.vatMinor, invoice.totalAmountMinor, event.netAfter) -
    vatReceivedOf(invoice.vatMinor, invoice.totalAmountMinor, event.netBefore);
  if (vatMinor === 0) return;
  await tx.insert(invoiceVatEntries).values({
    merchantId: invoice.merchantId,
    invoiceId: invoice.id,
    reference: event.reference,
    currency: invoice.currency,
    vatMinor,
    receivedAt: event.receivedAt,
  });
}
