import { randomBytes } from 'node:crypto';
import {
  instalmentMessages,
  type InvoiceCheckout,
  invoiceMessages,
  type PayableInvoice,
} from '@oja/contracts';
import { AppError, badRequest, conflict } from '../../lib/app-error.ts';
import { formatMinor } from '../../lib/money-text.ts';
import { onOrigin } from '../../lib/return-origin.ts';
import { lookupHash } from '../../lib/capability-token.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { toPayableInvoice } from './invoice-mapper.ts';
import { type InvoicePaymentRow, invoicePaymentRepository } from './invoice-payment-repository.ts';
import { invoiceRefundRepository } from './invoice-refund-repository.ts';
import { type InvoiceRow, invoiceRepository } from './invoice-repository.ts';
import { INVOICE_PAYMENT_PURPOSE, settleInvoicePayment } from './invoice-settlement.ts';

export const payLink = (ctx: InvoiceContext, token: string) => `${ctx.publicUrl}/pay/invoice/${token}`;

async function invoiceByToken(ctx: InvoiceContext, token: string): Promise<InvoiceRow> {
  const hash = lookupHash(token);
  const row = hash ? await invoiceRepository.findByTokenHash(ctx.db, hash) : undefined;
  if (!row || row.status === 'DRAFT') throw new AppError('NOT_FOUND', invoiceMessages.notFound);
  return row;
}

const unavailable = () => new AppError('UNAVAILABLE', invoiceMessages.paymentUnavailable);

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
  if (
    pending.length === 0 &&
    row.paymentStatus !== 'PENDING_PAYMENT' &&
    row.paymentStatus !== 'PARTIALLY_PAID'
  )
    return row;
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

/** A refund as the buyer's page shows it: minor units, where it went and when. */
export interface PayPageRefund {
  amountMinor: number;
  destination: 'original_payment' | 'store_credit';
  at: Date;
}

/** The buyer's invoice, up to date with the provider, and what was refunded of it (decision 045). */
export async function getPayPage(ctx: InvoiceContext, token: string) {
  const row = await reconcileInvoice(ctx, await invoiceByToken(ctx, token));
  const [lines, merchantName, refunds] = await Promise.all([
    invoiceRepository.linesOf(ctx.db, row.merchantId, [row.id]),
    invoiceRepository.merchantName(ctx.db, row.merchantId),
    invoiceRefundRepository.list(ctx.db, row.merchantId, row.id),
  ]);
  return {
    invoice: toPayableInvoice(row, lines.get(row.id) ?? [], merchantName),
    refunds: refunds.map((r): PayPageRefund => ({
      amountMinor: r.amount,
      destination: r.destination,
      at: r.createdAt,
    })),
  };
}

/** GET /v1/pay/invoice/{payToken}: what the buyer sees, up to date with the provider. */
export async function getPayableInvoice(ctx: InvoiceContext, token: string): Promise<PayableInvoice> {
  return (await getPayPage(ctx, token)).invoice;
}

function assertPayable(invoice: InvoiceRow) {
  if (invoice.status === 'CANCELLED') throw conflict(invoiceMessages.cancelled);
  if (invoice.paymentStatus === 'PAID') throw conflict(invoiceMessages.alreadyPaid);
  if (invoice.totalAmountMinor === 0) throw conflict(invoiceMessages.nothingToPay);
}

/**
 * The amount a checkout opens for: the one asked for, else the deposit still due, else all that is left.
 * It must cover the deposit still due and must not pass what is left (a 400 that says how much).
 */
export function amountToPay(invoice: InvoiceRow, requestedMinor?: number): number {
  const leftMinor = invoice.totalAmountMinor - invoice.paidMinor;
  const depositDueMinor = Math.max(0, invoice.depositMinor - invoice.paidMinor);
  const amount = requestedMinor ?? (depositDueMinor > 0 ? depositDueMinor : leftMinor);
  if (amount > leftMinor) throw badRequest(instalmentMessages.amountTooLarge(formatMinor(leftMinor, '₦')));
  if (amount < depositDueMinor)
    throw badRequest(instalmentMessages.depositFirst(formatMinor(depositDueMinor, '₦')));
  return amount;
}

const checkoutOf = (p: InvoicePaymentRow): InvoiceCheckout => ({
  reference: p.reference,
  authorizationUrl: p.authorizationUrl,
  accessCode: p.accessCode,
});

/**
 * POST /v1/pay/invoice/{payToken}: the provider checkout for `amountToPay` of the invoice. Under the
 * invoice's row lock, a checkout of the same amount still open at the provider is handed out again, so a
 * buyer who clicks twice pays one charge; one the buyer has paid meanwhile is settled first, so the amount
 * is checked against what is really left. Checkouts of other amounts stay open: if several are paid, the
 * settlement refunds any that would pay more than is left. The buyer returns on `returnOrigin`.
 */
export async function startInvoicePayment(
  ctx: InvoiceContext,
  token: string,
  returnOrigin: string,
  requestedMinor?: number,
): Promise<InvoiceCheckout> {
  const found = await reconcileInvoice(ctx, await invoiceByToken(ctx, token));
  assertPayable(found);
  amountToPay(found, requestedMinor);
  return ctx.db.transaction(async (tx) => {
    const { merchantId, id } = found;
    for (const open of await invoicePaymentRepository.pendingFor(tx, merchantId, id)) {
      const charge = await ctx.payments
        .verifyTransaction(open.reference)
        .catch(() => Promise.reject(unavailable()));
      if (charge.status === 'success') await settleInvoicePayment(ctx, tx, charge);
      if (charge.status === 'abandoned')
        await invoicePaymentRepository.finish(tx, merchantId, open.reference, 'abandoned');
    }
    const invoice = (await invoiceRepository.find(tx, merchantId, id, true))!;
    assertPayable(invoice);
    const amountMinor = amountToPay(invoice, requestedMinor);
    const reusable = (await invoicePaymentRepository.pendingFor(tx, merchantId, id)).find(
      (open) => open.amountMinor === amountMinor,
    );
    if (reusable) return checkoutOf(reusable);
    const reference = `inv_${randomBytes(12).toString('hex')}`;
    const checkout = await ctx.payments
      .initializeTransaction({
        email: invoice.email,
        amount: amountMinor,
        currency: invoice.currency,
        reference,
        callbackUrl: onOrigin(returnOrigin, `/pay/invoice/${token}`),
        metadata: { purpose: INVOICE_PAYMENT_PURPOSE, merchantId, invoiceId: id },
      })
      .catch(() => Promise.reject(unavailable()));
    const payment = await invoicePaymentRepository.insert(tx, {
      merchantId,
      reference,
      invoiceId: id,
      amountMinor,
      currency: invoice.currency,
      authorizationUrl: checkout.authorizationUrl,
      accessCode: checkout.accessCode,
    });
    if (invoice.paymentStatus === 'NEW')
      await invoiceRepository.update(tx, merchantId, id, { paymentStatus: 'PENDING_PAYMENT' });
    return checkoutOf(payment);
  });
}
