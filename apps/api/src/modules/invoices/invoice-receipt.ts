import { formatInvoiceNumber } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import type { ReceiptInput } from '../receipts/index.ts';
import type { InvoicePaymentRow } from './invoice-payment-repository.ts';
import { type InvoiceRow, invoiceRepository } from './invoice-repository.ts';

/** The receipt of one payment of an invoice: the invoice's lines, the amount this payment settled. */
export async function invoiceReceipt(
  tx: Executor,
  invoice: InvoiceRow,
  payment: InvoicePaymentRow,
  charge: VerifiedTransaction,
): Promise<ReceiptInput> {
  const lines = (await invoiceRepository.linesOf(tx, invoice.merchantId, [invoice.id])).get(invoice.id) ?? [];
  return {
    merchantId: invoice.merchantId,
    paymentReference: payment.reference,
    invoiceId: invoice.id,
    buyerName: invoice.fullname,
    buyerEmail: invoice.email,
    description: `Invoice ${formatInvoiceNumber(invoice.invoiceNumber)}`,
    lines: lines.map((l) => ({ name: l.name, quantity: l.quantity, unitMinor: l.priceMinor })),
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    paidAt: charge.paidAt ?? new Date(),
  };
}
