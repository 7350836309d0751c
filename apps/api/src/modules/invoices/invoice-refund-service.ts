import { emitEvent } from '../webhooks/index.ts';
import {
  formatInvoiceNumber,
  fromMinor,
  invoiceRefundMessages,
  type InvoiceRefunds,
  type refundRequest,
  toMinor,
  type WalletCurrency,
} from '@oja/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { conflict, unprocessable } from '../../lib/app-error.ts';
import { naira } from '../../lib/money-text.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import { ACCOUNTS, postRefundMove, refundFailure } from '../wallet/index.ts';
import { invoiceRefundRepository } from './invoice-refund-repository.ts';
import { recordVatReceived } from './invoice-vat-entries.ts';
import type { InvoiceRow } from './invoice-repository.ts';
import { findInvoice } from './invoice-service.ts';

type Refund = z.output<typeof refundRequest>;

const leftOf = (invoice: InvoiceRow) => invoice.paidMinor - invoice.refundedMinor;

/** What is left to refund of a paid invoice, or why it cannot be refunded. */
function refundableOf(invoice: InvoiceRow, amount: number) {
  if (invoice.paidMinor === 0) throw conflict(invoiceRefundMessages.notPaid);
  if (leftOf(invoice) === 0) throw conflict(invoiceRefundMessages.alreadyRefunded);
  if (amount > leftOf(invoice)) throw unprocessable(invoiceRefundMessages.tooMuch(naira(leftOf(invoice))));
}

/**
 * One refund of a paid or partly paid invoice, in the caller's transaction (decision 045), the way an
 * order's is (decision 038): under the invoice's row lock the refunded sum grows in a guarded UPDATE (two
 * refunds at once never pass what was paid), one ledger transaction moves the money out of the wallet —
 * where the invoice's payments went — under the guard withdrawals take, to the buyer's store credit or
 * back across the card charges that paid it (first first, past what card refunds took), and the refund is
 * written, queued for the buyer's email. Any refusal rolls all of it back.
 */
export async function refundInvoiceInTransaction(
  payments: PaymentsProvider,
  tx: Executor,
  merchantId: string,
  invoiceId: string,
  refund: Refund,
): Promise<void> {
  const invoice = await findInvoice(tx, merchantId, invoiceId, true);
  const amount = toMinor(refund.amount);
  refundableOf(invoice, amount);
  const paid = await invoiceRefundRepository.paidCharges(tx, merchantId, invoiceId);
  const cardLeft = paid.charges.reduce((sum, c) => sum + c.amount, 0) - paid.refunded;
  if (refund.destination === 'original_payment' && amount > cardLeft)
    throw unprocessable(invoiceRefundMessages.cardTooMuch(naira(Math.max(0, cardLeft))));
  if (!(await invoiceRefundRepository.addRefunded(tx, merchantId, invoiceId, amount)))
    throw conflict(invoiceRefundMessages.tooMuch(naira(leftOf(invoice))));
  const id = newId();
  // The refund takes back its share of the VAT received (decision 046).
  await recordVatReceived(tx, invoice, {
    reference: id,
    netBefore: leftOf(invoice),
    netAfter: leftOf(invoice) - amount,
    receivedAt: new Date(),
  });
  const number = formatInvoiceNumber(invoice.invoiceNumber);
  const posted = await postRefundMove(payments, tx, {
    merchantId,
    from: ACCOUNTS.wallet,
    amount,
    currency: invoice.currency as WalletCurrency,
    destination: refund.destination,
    buyerEmail: invoice.email,
    reason: refund.reason,
    reference: id,
    description: `Refund to the buyer of invoice ${number}${
      refund.destination === 'store_credit' ? ' as store credit' : ''
    }: ${refund.reason}`,
    paid,
  }).catch(refundFailure);
  await invoiceRefundRepository.insert(tx, {
    merchantId,
    id,
    invoiceId,
    amount,
    currency: invoice.currency,
    destination: refund.destination,
    reason: refund.reason,
    ledgerTransactionId: posted.transactionId,
  });
  await emitEvent(tx, merchantId, 'refund.created', {
    id,
    invoiceId,
    amount,
    currency: invoice.currency,
    destination: refund.destination,
    reason: refund.reason,
  });
}

/** GET /v1/invoice/{id}/refunds: what was paid, refunded and is left, and each refund. */
export async function readInvoiceRefunds(
  db: Executor,
  merchantId: string,
  invoiceId: string,
): Promise<InvoiceRefunds> {
  const invoice = await findInvoice(db, merchantId, invoiceId);
  const rows = await invoiceRefundRepository.list(db, merchantId, invoiceId);
  return {
    currency: invoice.currency,
    paid: fromMinor(invoice.paidMinor),
    refunded: fromMinor(invoice.refundedMinor),
    refundable: fromMinor(leftOf(invoice)),
    refunds: rows.map((r) => ({
      id: r.id,
      amount: fromMinor(r.amount),
      destination: r.destination,
      reason: r.reason,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
