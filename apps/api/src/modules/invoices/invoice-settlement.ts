import { emitInvoicePaid } from './invoice-paid-event.ts';
import { formatInvoiceNumber, type WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import { ACCOUNTS, postTransaction, refundWholeCharge } from '../wallet/index.ts';
import { issueReceipt } from '../receipts/index.ts';
import { invoiceReceipt } from './invoice-receipt.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { invoicePaymentRepository } from './invoice-payment-repository.ts';
import { invoiceRepository } from './invoice-repository.ts';
import { recordVatReceived } from './invoice-vat-entries.ts';

/** Metadata `purpose` of the provider transactions opened for invoices. */
export const INVOICE_PAYMENT_PURPOSE = 'invoice';

/**
 * Confirms a successful charge for an invoice, exactly once: the invoice row is locked, then the checkout
 * row; a checkout already settled is left alone. Under the invoice's lock, charges of one invoice settle
 * one after another, so the paid sum never passes the total however many checkouts were open at once: a
 * charge that fits what is left is added to it (PARTIALLY_PAID, or PAID when nothing is left) and credits
 * the merchant's wallet in its own ledger transaction (provider → wallet); a charge that would pay more
 * than is left, or arrives for a cancelled or paid invoice, is refunded to the buyer in full.
 * Callable from the provider's charge.success webhook (the wallet's context fits) as well as from reconciliation.
 */
export async function settleInvoicePayment(
  ctx: Pick<InvoiceContext, 'payments'>,
  tx: Executor,
  charge: VerifiedTransaction,
) {
  const merchantId = charge.metadata.merchantId;
  if (
    charge.status !== 'success' ||
    charge.metadata.purpose !== INVOICE_PAYMENT_PURPOSE ||
    typeof merchantId !== 'string'
  ) {
    return 'unchanged' as const;
  }
  const payment = await invoicePaymentRepository.findByReference(tx, merchantId, charge.reference);
  if (!payment || payment.status !== 'pending') return 'unchanged' as const;
  const invoice = (await invoiceRepository.find(tx, merchantId, payment.invoiceId, true))!;
  if (!(await invoicePaymentRepository.lockPending(tx, merchantId, charge.reference)))
    return 'unchanged' as const;
  if (charge.amount !== payment.amountMinor || charge.currency !== payment.currency) {
    throw new Error(
      `invoice payment ${charge.reference}: paid ${charge.amount} ${charge.currency}, expected ${payment.amountMinor} ${payment.currency}`,
    );
  }

  const paidMinor = invoice.paidMinor + payment.amountMinor;
  if (
    invoice.status === 'ISSUED' &&
    invoice.paymentStatus !== 'PAID' &&
    paidMinor <= invoice.totalAmountMinor
  ) {
    const ledgerTransactionId = newId();
    const complete = paidMinor === invoice.totalAmountMinor;
    const paidAt = charge.paidAt ?? new Date();
    const updated = await invoiceRepository.update(tx, merchantId, invoice.id, {
      paidMinor,
      paymentStatus: complete ? 'PAID' : 'PARTIALLY_PAID',
      ...(complete ? { paidAt } : {}),
    });
    await emitInvoicePaid(tx, invoice, updated);
    await recordVatReceived(tx, invoice, {
      reference: payment.reference,
      netBefore: invoice.paidMinor - invoice.refundedMinor,
      netAfter: paidMinor - invoice.refundedMinor,
      receivedAt: paidAt,
    });
    const currency = payment.currency as WalletCurrency;
    // Straight to the wallet, not through escrow: an invoice bills work already delivered (decision 021).
    await postTransaction(tx, merchantId, {
      id: ledgerTransactionId,
      kind: 'invoice_payment',
      reference: payment.reference,
      description: `Payment for invoice ${formatInvoiceNumber(invoice.invoiceNumber)} from ${invoice.fullname} via ${ctx.payments.name}`,
      postings: [
        { account: ACCOUNTS.provider(ctx.payments.name), currency, amount: -payment.amountMinor },
        { account: ACCOUNTS.wallet, currency, amount: payment.amountMinor },
      ],
    });
    await invoicePaymentRepository.finish(tx, merchantId, payment.reference, 'paid', ledgerTransactionId);
    await issueReceipt(tx, await invoiceReceipt(tx, invoice, payment, charge));
    return complete ? ('paid' as const) : ('part-paid' as const);
  }
  await invoicePaymentRepository.finish(tx, merchantId, payment.reference, 'refunded');
  // If the refund fails the transaction rolls back and the next reconciliation tries again; one made
  // before a crash lost this transaction leaves the charge reversed, which reconciliation records.
  await refundWholeCharge(ctx.payments, { reference: payment.reference, amount: payment.amountMinor });
  return 'refunded' as const;
}
