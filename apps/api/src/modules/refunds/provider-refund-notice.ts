import { fromMinor, refundMessages } from '@oja/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { PaymentProviderError } from '../../providers/payments/payments-provider.ts';
import { ORDER_PAYMENT_PURPOSE } from '../order-payments/index.ts';
import { findOrder, lockMerchantOrders } from '../orders/index.ts';
import { paidChargesOf, refundIdOfNote } from '../wallet/index.ts';
import type { RefundContext } from './refund-context.ts';
import { refundRepository } from './refund-repository.ts';
import { refundInTransaction } from './refund-service.ts';

const refundIdsOf = refundRepository.idsOf;

/**
 * The refunds the provider made of an order's charges that the books lack: each refund Oja asked for
 * whose id (in its note) is not among the order's refunds, by that id; and what the provider gave back
 * beyond the books with no such id (a refund made elsewhere) under `undefined`.
 */
async function lostRefunds(
  ctx: Pick<RefundContext, 'payments'>,
  charges: { reference: string }[],
  recorded: { ids: Set<string>; amount: number },
) {
  const lost = new Map<string | undefined, number>();
  let atProvider = 0;
  for (const charge of charges) {
    for (const refund of await ctx.payments.refundsOf(charge.reference)) {
      atProvider += refund.amount;
      const id = refundIdOfNote(refund.note);
      if (id && !recorded.ids.has(id)) lost.set(id, (lost.get(id) ?? 0) + refund.amount);
    }
  }
  const named = [...lost.values()].reduce((sum, amount) => sum + amount, 0);
  const unnamed = atProvider - recorded.amount - named;
  if (unnamed > 0) lost.set(undefined, unnamed);
  return lost;
}

/**
 * The provider's notice of a refund it made of a charge (Paystack's `refund.processed` webhook). A
 * refund is recorded in the transaction that asks the provider for it; a crash after the provider's
 * answer and before the commit leaves the buyer refunded and the books without it. Each refund the
 * provider made of the order's charges that the books lack is recorded now, under the id Oja asked for it
 * with (so the merchant's retry of that request, whose Idempotency-Key names the same id, finds it done
 * instead of refunding again) — the order's refund, its ledger transaction, timeline entry and the
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
      const ids = await refundIdsOf(tx, merchantId, orderId);
      const lost = await lostRefunds(ctx, paid.charges, { ids, amount: paid.refunded });
      for (const [id, amount] of lost) {
        await refundInTransaction(ctx.payments, tx, merchantId, orderId, {
          ...(id ? { id } : {}),
          amount: fromMinor(amount),
          destination: 'original_payment',
          reason: refundMessages.recordedFromProvider,
          restock: false,
        });
      }
    });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    log.error(
      { err: error, reference, merchantId, orderId },
      'a refund made at the provider could not be recorded',
    );
  }
}
