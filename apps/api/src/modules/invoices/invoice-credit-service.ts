import { emitInvoicePaid } from './invoice-paid-event.ts';
import { formatInvoiceNumber, storeCreditMessages, toMinor, type WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { conflict, unprocessable } from '../../lib/app-error.ts';
import { naira } from '../../lib/money-text.ts';
import { spendStoreCredit } from '../wallet/index.ts';
import { invoiceRepository } from './invoice-repository.ts';
import { findInvoice } from './invoice-service.ts';
import { recordVatReceived } from './invoice-vat-entries.ts';

/**
 * POST /v1/invoice/{id}/store-credit, in the caller's transaction (decision 045): the merchant pays part
 * or all of an issued invoice from its buyer's store credit. Under the invoice's row lock the amount must
 * fit what is due; spendStoreCredit moves it from the buyer's credit to the wallet under the ledger lock
 * (never more than held, however many sales spend it at once), and the invoice's paid sum grows like a
 * payment's (PARTIALLY_PAID, or PAID once nothing is left).
 */
export async function applyInvoiceCredit(
  tx: Executor,
  merchantId: string,
  invoiceId: string,
  amountMajor: number,
) {
  const invoice = await findInvoice(tx, merchantId, invoiceId, true);
  if (invoice.status !== 'ISSUED') throw conflict(storeCreditMessages.notIssued);
  const due = invoice.totalAmountMinor - invoice.paidMinor;
  const amount = toMinor(amountMajor);
  if (amount > due) throw unprocessable(storeCreditMessages.moreThanDue(naira(due)));
  const number = formatInvoiceNumber(invoice.invoiceNumber);
  const reference = `credit:${invoice.id}:${invoice.paidMinor}`;
  await spendStoreCredit(tx, merchantId, {
    email: invoice.email,
    amount,
    currency: invoice.currency as WalletCurrency,
    kind: 'invoice_payment',
    reference,
    description: `Store credit of ${invoice.fullname} applied to invoice ${number}`,
  });
  const paidMinor = invoice.paidMinor + amount;
  const complete = paidMinor === invoice.totalAmountMinor;
  const paidAt = new Date();
  await recordVatReceived(tx, invoice, {
    reference,
    netBefore: invoice.paidMinor - invoice.refundedMinor,
    netAfter: paidMinor - invoice.refundedMinor,
    receivedAt: paidAt,
  });
  const updated = await invoiceRepository.update(tx, merchantId, invoiceId, {
    paidMinor,
    paymentStatus: complete ? 'PAID' : 'PARTIALLY_PAID',
    ...(complete ? { paidAt } : {}),
  });
  await emitInvoicePaid(tx, invoice, updated);
  return updated;
}
