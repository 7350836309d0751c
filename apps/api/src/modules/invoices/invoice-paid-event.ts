import { formatInvoiceNumber } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { emitEvent } from '../webhooks/index.ts';
import type { InvoiceRow } from './invoice-repository.ts';

/**
 * The `invoice.paid` event, when a change leaves the invoice fully paid (a payment, store credit, or the
 * merchant marking it paid): in the change's transaction, once, as the invoice was not paid before.
 */
export async function emitInvoicePaid(tx: Executor, before: InvoiceRow, after: InvoiceRow) {
  if (after.paymentStatus !== 'PAID' || before.paymentStatus === 'PAID') return;
  await emitEvent(tx, after.merchantId, 'invoice.paid', {
    id: after.id,
    number: formatInvoiceNumber(after.invoiceNumber),
    currency: after.currency,
    total: after.totalAmountMinor,
    paid: after.paidMinor,
    customer: { name: after.fullname, email: after.email },
    paid_at: (after.paidAt ?? new Date()).toISOString(),
  });
}
