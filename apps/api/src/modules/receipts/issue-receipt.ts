import type { Executor } from '../../db/client.ts';
import type { ReceiptLine } from '../../db/schema/index.ts';
import { emitEvent } from '../webhooks/index.ts';
import { type ReceiptRow, receiptRepository } from './receipt-repository.ts';

/** What a settlement knows of the payment it records. Money in minor units. */
export interface ReceiptInput {
  merchantId: string;
  /** The provider's (or the merchant's own) reference of this payment; one receipt per reference. */
  paymentReference: string;
  /** What was paid for: an order, an invoice, or neither (a sale recorded some other way). */
  orderId?: string | null;
  invoiceId?: string | null;
  buyerName: string;
  buyerEmail: string;
  /** One line for the buyer: 'Order OJA-…', 'Invoice INV-0007'. */
  description: string;
  lines: ReceiptLine[];
  amountMinor: number;
  currency: string;
  paidAt: Date;
}

export const formatReceiptNumber = (n: number) => `RCT-${String(n).padStart(4, '0')}`;

/**
 * Records the receipt of one payment, inside the transaction that settles it: numbered in the merchant's
 * gapless sequence, its buyer email queued (receipt-mail.ts sends it with the PDF and the `/r/` link once
 * the transaction has committed). Exactly once per payment: a payment already receipted returns its
 * receipt and changes nothing, so a settlement run again (a repeated webhook) never issues a second one.
 * Each new receipt is a `payment.succeeded` event for the merchant's webhook endpoints.
 */
export async function issueReceipt(tx: Executor, input: ReceiptInput): Promise<ReceiptRow> {
  const existing = await receiptRepository.findByPayment(tx, input.merchantId, input.paymentReference);
  if (existing) return existing;
  const receiptNumber = await receiptRepository.nextNumber(tx, input.merchantId);
  const receipt = await receiptRepository.insert(tx, { ...input, receiptNumber });
  await emitEvent(tx, input.merchantId, 'payment.succeeded', {
    id: receipt.id,
    reference: input.paymentReference,
    orderId: input.orderId ?? null,
    invoiceId: input.invoiceId ?? null,
    description: input.description,
    amount: input.amountMinor,
    currency: input.currency,
    buyer: { name: input.buyerName, email: input.buyerEmail },
    paid_at: input.paidAt.toISOString(),
  });
  return receipt;
}
