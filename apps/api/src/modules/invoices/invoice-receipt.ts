import { formatInvoiceNumber } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import type { ReceiptInput } from '../receipts/index.ts';
import type { InvoicePaymentRow } from './invoice-payment-repository.ts';
import { type InvoiceRow, invoiceRepository } from './invoice-repository.ts';

/**
 * The receipt of one payment of an invoice: the invoice's lines when it paid the whole invoice, else the
 * payment towards it (a deposit or an instalment) as its one line.
 */
export async function invoiceReceipt(
  tx: Executor,
  invoice: InvoiceRow,
  payment: InvoicePaymentRow,
  charge: VerifiedTransaction,
): Promise<ReceiptInput> {
  const number = formatInvoiceNumber(invoice.invoiceNumber);
  const whole = payment.amountMinor === invoice.totalAmountMinor;
  const lines = whole
    ? ((await invoiceRepository.linesOf(tx, invoice.merchantId, [invoice.id])).get(invoice.id) ?? []).map(
        (l) => ({ name: l.name, quantity: l.quantity, unitMinor: l.priceMinor }),
      )
    : [{ name: `Payment towards invoice ${number}`, quantity: 1, unitMinor: payment.amountMinor }];
  return {
    merchantId: invoice.merchantId,
    paymentReference: payment.reference,
    invoiceId: invoice.id,
    buyerName: invoice.fullname,
    buyerEmail: invoice.email,
    description: `Invoice ${number}`,
    lines,
    amountMinor: payment.amountMinor,
    currency: payment.currency,
    paidAt: charge.paidAt ?? new Date(),
  };
}
