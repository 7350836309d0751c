import { refundMessages, type returnDecline, type returnRequestInput } from '@oja/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { AppError, conflict, unprocessable } from '../../lib/app-error.ts';
import { notify } from '../notifications/index.ts';
import { findOrder, lockMerchantOrders, orderItemsOf, orderLink, orderNotFound } from '../orders/index.ts';
import type { RefundContext } from './refund-context.ts';
import { refundRepository } from './refund-repository.ts';
import { type Refund, refundInTransaction } from './refund-service.ts';

type ReturnInput = z.output<typeof returnRequestInput>;
type Decline = z.output<typeof returnDecline>;

const returnNotFound = () => new AppError('NOT_FOUND', refundMessages.returnNotFound);

/**
 * A buyer asks to return (some of) a delivered, paid product order: the request is recorded, put on the
 * order's timeline and the merchant is notified — all in the caller's transaction. One open request per
 * order. The buyer's tracking page and the merchant's own route both come through here.
 */
/** An order's return requests, oldest first. */
export const returnsOfOrder = (db: Executor, merchantId: string, orderId: string) =>
  refundRepository.returnsOf(db, merchantId, orderId);

export async function requestReturn(tx: Executor, merchantId: string, orderId: string, input: ReturnInput) {
  await lockMerchantOrders(tx, merchantId);
  const order = await findOrder(tx, merchantId, orderId, true);
  if (!order) throw orderNotFound();
  const paid = order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded';
  if (order.type !== 'PRODUCT' || order.status !== 'delivered' || !paid)
    throw conflict(refundMessages.returnNotDelivered);
  if (input.items) {
    const ordered = new Map(
      (await orderItemsOf(tx, merchantId, [orderId])).map((i) => [i.productId, i.quantity] as const),
    );
    if (input.items.some((i) => !(i.quantity <= (ordered.get(i.productId) ?? 0))))
      throw unprocessable(refundMessages.returnItemsOfOrder);
  }
  const open = (await refundRepository.returnsOf(tx, merchantId, orderId)).some(
    (r) => r.status === 'requested',
  );
  if (open) throw conflict(refundMessages.returnOpen);
  const saved = await refundRepository.insertReturn(tx, {
    merchantId,
    orderId,
    reason: input.reason,
    items: input.items ?? null,
  });
  await refundRepository.addTimeline(tx, merchantId, orderId, {
    kind: 'return_requested',
    note: input.reason,
  });
  await notify(tx, merchantId, {
    type: 'order.return_requested',
    title: 'Return requested',
    body: `${order.deliveryName} asks to return ${order.orderReference}: ${input.reason}`,
    link: orderLink(order),
  });
  return saved;
}

type Answer = { accept: Refund } | { decline: Decline };

/** Accepts a return with its refund (and restock), or declines it with a reason; once. */
async function answerReturn(
  ctx: RefundContext,
  tx: Executor,
  merchantId: string,
  orderId: string,
  returnId: string,
  answer: Answer,
) {
  if (!isUuid(returnId)) throw returnNotFound();
  await lockMerchantOrders(tx, merchantId);
  const status = 'accept' in answer ? 'accepted' : 'declined';
  const decided = await refundRepository.decideReturn(tx, merchantId, orderId, returnId, status);
  if (!decided) {
    const known = (await refundRepository.returnsOf(tx, merchantId, orderId)).some((r) => r.id === returnId);
    throw known ? conflict(refundMessages.returnDecided) : returnNotFound();
  }
  if ('accept' in answer) {
    await refundInTransaction(ctx.payments, tx, merchantId, orderId, answer.accept);
    await refundRepository.addTimeline(tx, merchantId, orderId, { kind: 'return_accepted' });
  } else {
    await refundRepository.addTimeline(tx, merchantId, orderId, {
      kind: 'return_declined',
      note: answer.decline.reason,
    });
  }
}

export const returnWrites = {
  request: (tx: Executor, merchantId: string, orderId: string, input: ReturnInput) =>
    requestReturn(tx, merchantId, orderId, input).then(() => refundMessages.returnRequested),
  accept: (
    ctx: RefundContext,
    tx: Executor,
    merchantId: string,
    orderId: string,
    id: string,
    refund: Refund,
  ) =>
    answerReturn(ctx, tx, merchantId, orderId, id, { accept: refund }).then(
      () => refundMessages.returnAccepted,
    ),
  decline: (
    ctx: RefundContext,
    tx: Executor,
    merchantId: string,
    orderId: string,
    id: string,
    body: Decline,
  ) =>
    answerReturn(ctx, tx, merchantId, orderId, id, { decline: body }).then(
      () => refundMessages.returnDeclined,
    ),
};
