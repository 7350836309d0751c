import { fromMinor, refundMessages } from '@oja/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { PaymentProviderError } from '../../providers/payments/payments-provider.ts';
import { ORDER_PAYMENT_PURPOSE } from '../order-payments/index.ts';
import { findOrder, lockMerchantOrders } from '../orders/index.ts';
import { paidChargesOf } from '../wallet/index.ts';
import type { RefundContext } from './refund-context.ts';
import { refundInTransaction } from './refund-service.ts';

/** What the provider gave back, in all, of the charges that paid an order. */
async function refundedAtProvider(ctx: Pick<RefundContext, 'payments'>, charges: { reference: string }[]) {
  let total = 0;
  for (const charge of charges) total += await ctx.payments.refundedOf(charge.reference);
  return total;
}

/**
 * The provider's notice of a refund it made of a charge (Paystack's `refund.processed` webhook). A
 * refund is recorded in the transaction that asks the provider for it; a crash after the provider's
 * answer and before the commit leaves the buyer refunded and the books without it. If the provider gave
 * back more of the order's charges than the books record going back to the card, the difference is such
 * a refund and is recorded now — the order's refund, its ledger transaction, timeline entry and the
 * buyer's email — without asking the provider again (`refundCharges` counts what it gave back already).
 * Under the merchant's order lock, as every refund: a notice that arrives while its refund's own
 * transaction is still open waits for it and finds nothing missing. A refund the books cannot take (the
 * order cancelled meanwhile, a wallet short of a released order's money) is logged for the operator.
 */
export async function recordNoticedRefund(
  ctx: Pick<RefundContext, 'db' | 'payments'>,
  log: FastifyBaseLogger,
  reference: string,
): Promise<void> {
  const charge = await ctx.payments.verifyTransaction(reference).catch((error: unknown) => {
    if (error instanceof PaymentProviderError && error.kind === 'not_found') return undefined;
    throw error;
  });
  const { purpose, merchantId, orderId } = charge?.metadata ?? {};
  if (purpose !== ORDER_PAYMENT_PURPOSE || typeof merchantId !== 'string' || typeof orderId !== 'string')
    return;
  if (!isUuid(orderId)) return;
  try {
    await ctx.db.transaction(async (tx) => {
      await lockMerchantOrders(tx, merchantId);
      const order = await findOrder(tx, merchantId, orderId, true);
      if (!order || (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded')) return;
      const paid = await paidChargesOf(tx, order);
      if (!paid) return;
      const missing = (await refundedAtProvider(ctx, paid.charges)) - paid.refunded;
      if (missing <= 0) return;
      await refundInTransaction(ctx.payments, tx, merchantId, orderId, {
        amount: fromMinor(missing),
        destination: 'original_payment',
        reason: refundMessages.recordedFromProvider,
        restock: false,
      });
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.error(
      { err: error, reference, merchantId, orderId },
      'a refund made at the provider could not be recorded',
    );
  }
}
