import { randomBytes } from 'node:crypto';
import {
  formatInvoiceNumber,
  type InvoiceCheckout,
  invoiceMessages,
  type PayableInvoice,
  type WalletCurrency,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { lookupHash } from '../../lib/capability-token.ts';
import { onOrigin } from '../../lib/return-origin.ts';
import type { VerifiedTransaction } from '../../providers/payments/payments-provider.ts';
import { ACCOUNTS, postTransaction } from '../wallet/index.ts';
import { issueReceipt } from '../receipts/index.ts';
import { invoiceReceipt } from './invoice-receipt.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { toPayableInvoice } from './invoice-mapper.ts';
import { type InvoicePaymentRow, invoicePaymentRepository } from './invoice-payment-repository.ts';
import { type InvoiceRow, invoiceRepository } from './invoice-repository.ts';

/** Metadata `purpose` of the provider transactions opened for invoices. */
export const INVOICE_PAYMENT_PURPOSE = 'invoice';
export const payLink = (ctx: InvoiceContext, token: string) => `${ctx.publicUrl}/pay/invoice/${token}`;

async function invoiceByToken(ctx: InvoiceContext, token: string): Promise<InvoiceRow> {
  const hash = lookupHash(token);
  const row = hash ? await invoiceRepository.findByTokenHash(ctx.db, hash) : undefined;
  if (!row || row.status === 'DRAFT') throw new AppError('NOT_FOUND', invoiceMessages.notFound);
  return row;
}

const unavailable = () => new AppError('UNAVAILABLE', invoiceMessages.paymentUnavailable);

/**
 * Confirms a successful charge for an invoice, exactly once: the invoice row is locked, then the checkout
 * row; a checkout already settled is left alone. The first successful charge of an issued, unpaid invoice
 * marks it PAID and credits the merchant's wallet through the ledger (provider → wallet); a charge for an
 * invoice that was paid or cancelled meanwhile is refunded to the buyer. Returns what happened.
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

  if (
    invoice.status === 'ISSUED' &&
    invoice.paymentStatus !== 'PAID' &&
    invoice.totalAmountMinor === payment.amountMinor
  ) {
    const ledgerTransactionId = newId();
    await invoiceRepository.update(tx, merchantId, invoice.id, {
      paymentStatus: 'PAID',
      paidAt: charge.paidAt ?? new Date(),
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
    return 'paid' as const;
  }
  await invoicePaymentRepository.finish(tx, merchantId, payment.reference, 'refunded');
  // If the refund fails the transaction rolls back and the next reconciliation tries again.
  await ctx.payments.refundTransaction(payment.reference);
  return 'refunded' as const;
}

/** Brings one pending checkout up to date with the provider. */
async function reconcilePayment(ctx: InvoiceContext, payment: InvoicePaymentRow) {
  const charge = await ctx.payments.verifyTransaction(payment.reference).catch(() => undefined);
  if (charge?.status === 'success') await ctx.db.transaction((tx) => settleInvoicePayment(ctx, tx, charge));
  else if (charge?.status === 'abandoned')
    await invoicePaymentRepository.finish(ctx.db, payment.merchantId, payment.reference, 'abandoned');
  else if (charge?.status === 'reversed')
    await invoicePaymentRepository.finish(ctx.db, payment.merchantId, payment.reference, 'refunded');
}

/** The invoice after settling any checkout of it the buyer has completed (Paystack's verify-on-return). */
export async function reconcileInvoice(ctx: InvoiceContext, row: InvoiceRow): Promise<InvoiceRow> {
  const pending = await invoicePaymentRepository.pendingFor(ctx.db, row.merchantId, row.id);
  // With nothing pending, `row` is current unless a concurrent request settled the checkout after
  // `row` was read: an invoice still awaiting payment is read again.
  if (pending.length === 0 && row.paymentStatus !== 'PENDING_PAYMENT') return row;
  for (const payment of pending) await reconcilePayment(ctx, payment);
  return (await invoiceRepository.find(ctx.db, row.merchantId, row.id))!;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The reconciliation job: settles checkouts opened in the last day (and at least `olderThanMs` ago) whose
 * buyer paid but never came back to the payment page. Returns how many it looked at.
 */
export async function reconcilePendingPayments(ctx: InvoiceContext, olderThanMs = 0, limit = 100) {
  const now = Date.now();
  const pending = await invoicePaymentRepository.pendingBetween(
    ctx.db,
    new Date(now - DAY_MS),
    new Date(now - olderThanMs),
    limit,
  );
  for (const payment of pending) await reconcilePayment(ctx, payment);
  return pending.length;
}

/** GET /v1/pay/invoice/{payToken}: what the buyer sees, up to date with the provider. */
export async function getPayableInvoice(ctx: InvoiceContext, token: string): Promise<PayableInvoice> {
  const row = await reconcileInvoice(ctx, await invoiceByToken(ctx, token));
  const [lines, merchantName] = await Promise.all([
    invoiceRepository.linesOf(ctx.db, row.merchantId, [row.id]),
    invoiceRepository.merchantName(ctx.db, row.merchantId),
  ]);
  return toPayableInvoice(row, lines.get(row.id) ?? [], merchantName);
}

function assertPayable(invoice: InvoiceRow) {
  if (invoice.status === 'CANCELLED') throw conflict(invoiceMessages.cancelled);
  if (invoice.paymentStatus === 'PAID') throw conflict(invoiceMessages.alreadyPaid);
  if (invoice.totalAmountMinor === 0) throw conflict(invoiceMessages.nothingToPay);
}

const checkoutOf = (p: InvoicePaymentRow): InvoiceCheckout => ({
  reference: p.reference,
  authorizationUrl: p.authorizationUrl,
  accessCode: p.accessCode,
});

/**
 * POST /v1/pay/invoice/{payToken}: the provider checkout for the invoice. Under the invoice's row lock, a
 * checkout still open at the provider is handed out again, so a buyer who clicks twice pays one charge;
 * a new one is opened only when none is pending. The buyer returns to the invoice on `returnOrigin`.
 */
export async function startInvoicePayment(
  ctx: InvoiceContext,
  token: string,
  returnOrigin: string,
): Promise<InvoiceCheckout> {
  const found = await reconcileInvoice(ctx, await invoiceByToken(ctx, token));
  assertPayable(found);
  return ctx.db.transaction(async (tx) => {
    const invoice = (await invoiceRepository.find(tx, found.merchantId, found.id, true))!;
    assertPayable(invoice);
    for (const open of await invoicePaymentRepository.pendingFor(tx, invoice.merchantId, invoice.id)) {
      const charge = await ctx.payments
        .verifyTransaction(open.reference)
        .catch(() => Promise.reject(unavailable()));
      if (charge.status === 'pending' && open.amountMinor === invoice.totalAmountMinor)
        return checkoutOf(open);
      if (charge.status === 'success') throw conflict(invoiceMessages.alreadyPaid);
      if (charge.status === 'abandoned')
        await invoicePaymentRepository.finish(tx, invoice.merchantId, open.reference, 'abandoned');
    }
    const reference = `inv_${randomBytes(12).toString('hex')}`;
    const checkout = await ctx.payments
      .initializeTransaction({
        email: invoice.email,
        amount: invoice.totalAmountMinor,
        currency: invoice.currency,
        reference,
        callbackUrl: onOrigin(returnOrigin, `/pay/invoice/${token}`),
        metadata: { purpose: INVOICE_PAYMENT_PURPOSE, merchantId: invoice.merchantId, invoiceId: invoice.id },
      })
      .catch(() => Promise.reject(unavailable()));
    const payment = await invoicePaymentRepository.insert(tx, {
      merchantId: invoice.merchantId,
      reference,
      invoiceId: invoice.id,
      amountMinor: invoice.totalAmountMinor,
      currency: invoice.currency,
      authorizationUrl: checkout.authorizationUrl,
      accessCode: checkout.accessCode,
    });
    if (invoice.paymentStatus === 'NEW')
      await invoiceRepository.update(tx, invoice.merchantId, invoice.id, {
        paymentStatus: 'PENDING_PAYMENT',
      });
    return checkoutOf(payment);
  });
}
