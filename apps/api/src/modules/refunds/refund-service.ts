import {
  fromMinor,
  type OrderRefunds,
  refundMessages,
  toMinor,
  type WalletCurrency,
  type refundRequest,
} from '@oja/contracts';
import type { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';
import { conflict, unprocessable } from '../../lib/app-error.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { uuidOf } from '../../lib/uuid-of.ts';
import { naira } from '../../lib/money-text.ts';
import type { PaymentsProvider } from '../../providers/payments/payments-provider.ts';
import { runIdempotent } from '../idempotency/index.ts';
import { restockOnce } from '../order-payments/index.ts';
import {
  findOrder,
  lockMerchantOrders,
  orderNotFound,
  type OrderRow,
  publishOrderUpdated,
} from '../orders/index.ts';
import { paidChargesOf, postRefund, refundFailure } from '../wallet/index.ts';
import { postOfflineRefund } from '../sales/index.ts';
import type { RefundContext } from './refund-context.ts';
import { refundRepository } from './refund-repository.ts';
import { insertRefund } from './refund-records.ts';
import { toOrderRefunds } from './refund-mapper.ts';

/** A refund to make; `id` when the caller gives it one (derived from the request's Idempotency-Key). */
export type Refund = z.output<typeof refundRequest> & { id?: string };

/**
 * The id of the refund an Idempotency-Key asks for: the same key always names the same refund, so a
 * retry of a request whose first attempt the provider carried out but a crash kept from the books finds
 * it, once recorded (by the provider's notice), instead of refunding it again.
 */
export const refundIdOfKey = (merchantId: string, orderId: string, key: string) =>
  uuidOf(`refund:${merchantId}:${orderId}:${key}`);

/** What is left to refund of a paid order, or why it cannot be refunded. */
function refundableOf(order: OrderRow, amount: number) {
  if (order.paymentStatus === 'refunded') throw conflict(refundMessages.alreadyRefunded);
  if (order.paymentStatus !== 'paid' && order.paymentStatus !== 'partially_refunded')
    throw conflict(refundMessages.notPaid);
  const left = order.totalPrice - order.refundedAmount;
  if (amount > left) throw unprocessable(refundMessages.tooMuch(naira(left)));
}

/**
 * One refund of a paid order, in the caller's transaction (decision 038): under the merchant's order lock
 * and the order's row lock, the lines go back to stock when asked (once per order), the order's refunded
 * sum grows (the UPDATE refuses to pass its total, so two refunds at once can never refund more than was
 * paid), the money moves in one ledger transaction (escrow or wallet → the buyer's card or store credit)
 * and the refund and its timeline entry are written. Any refusal — the wallet's balance, the provider — rolls all of it back.
 */
export async function refundInTransaction(
  payments: PaymentsProvider,
  tx: Executor,
  merchantId: string,
  orderId: string,
  refund: Refund,
): Promise<void> {
  await lockMerchantOrders(tx, merchantId);
  const order = await findOrder(tx, merchantId, orderId, true);
  if (!order) throw orderNotFound();
  if (refund.id && (await refundRepository.has(tx, merchantId, orderId, refund.id))) return;
  const amount = toMinor(refund.amount);
  refundableOf(order, amount);
  // Stock before the order counters, escrow and the ledger, as every order writer takes them (decision 036).
  const restocked = refund.restock && (await restockOnce(tx, order));
  const updated = await refundRepository.addRefunded(tx, merchantId, orderId, amount);
  if (!updated) throw conflict(refundMessages.tooMuch(naira(order.totalPrice - order.refundedAmount)));
  const id = refund.id ?? newId();
  const posted =
    order.channel === 'offline'
      ? await postOfflineRefund(tx, order, { ...refund, amount, reference: id })
      : await postRefund(payments, tx, {
          merchantId,
          orderId,
          orderReference: order.orderReference,
          amount,
          currency: order.currency as WalletCurrency,
          destination: refund.destination,
          buyerEmail: order.email,
          reason: refund.reason,
          reference: id,
          paid: await paidChargesOf(tx, order),
        }).catch(refundFailure);
  await insertRefund(tx, {
    merchantId,
    id,
    orderId,
    amount,
    currency: order.currency,
    destination: refund.destination,
    source: posted.source,
    reason: refund.reason,
    restocked,
    ledgerTransactionId: posted.transactionId,
  });
  await refundRepository.addTimeline(tx, merchantId, orderId, {
    kind: 'refund',
    note: refund.reason,
    amount,
  });
  await publishOrderUpdated(tx, updated);
}

export interface OrderWrite {
  merchantId: string;
  key: string;
  orderId: string;
  /** The request's path and body: what a retry with the same key must repeat. */
  path: string;
  body: unknown;
}

/**
 * A write of an order's refunds or returns, at most once per Idempotency-Key (the key claimed and the
 * answer stored in the write's own transaction); it answers with the order's refunds as they are after it.
 */
export function orderRefundWrite(
  ctx: RefundContext,
  req: OrderWrite,
  statusCode: 200 | 201,
  write: (tx: Executor) => Promise<string>,
) {
  if (!isUuid(req.orderId)) throw orderNotFound();
  return runIdempotent<OrderRefunds>(ctx, { ...req, method: 'POST' }, async (tx) => {
    const message = await write(tx);
    return { statusCode, message, data: await readRefunds(tx, req.merchantId, req.orderId) };
  });
}

/** GET /v1/order/{id}/refunds. */
export async function readRefunds(db: Executor, merchantId: string, orderId: string): Promise<OrderRefunds> {
  if (!isUuid(orderId)) throw orderNotFound();
  const order = await findOrder(db, merchantId, orderId);
  if (!order) throw orderNotFound();
  const [timeline, returns] = await Promise.all([
    refundRepository.timelineOf(db, merchantId, orderId),
    refundRepository.returnsOf(db, merchantId, orderId),
  ]);
  return toOrderRefunds(order, timeline, returns);
}

export const refundedMinor = (order: Pick<OrderRow, 'refundedAmount'>) => fromMinor(order.refundedAmount);
