import { type OrderDetail, orderPaymentMessages, refundMessages, walletMessages } from '@oja/contracts';
import { conflict } from '../../lib/app-error.ts';
import {
  findOrder,
  getOrderDetail,
  lockMerchantOrders,
  orderNotFound,
  type OrderRow,
  publishOrderUpdated,
} from '../orders/index.ts';
import { recordSettledRefund } from '../refunds/index.ts';
import { onlyProviderFailure, paidChargesOf, refundEscrow } from '../wallet/index.ts';
import type { OrderPaymentContext } from './order-payment-context.ts';
import { orderPaymentRepository } from './order-payment-repository.ts';
import { restockOnce } from './order-stock.ts';
import { isUuid } from '../../lib/db/query-input.ts';

/** A paid order the merchant can still call off: a product order not yet with the carrier, a service not yet delivered. */
function assertCancellable(order: OrderRow) {
  if (order.status === 'cancelled' || order.status === 'CANCELLED')
    throw conflict(orderPaymentMessages.alreadyCancelled);
  if (order.paymentStatus === 'awaiting_payment') throw conflict(orderPaymentMessages.unpaidCancel);
  if (order.paymentStatus === 'refunded') throw conflict(refundMessages.alreadyRefunded);
  if (order.type === 'PRODUCT' && order.status !== 'processing') {
    throw conflict(
      order.status === 'delivered' ? orderPaymentMessages.delivered : orderPaymentMessages.withCarrier,
    );
  }
  if (order.type === 'SERVICE' && order.status === 'DELIVERED')
    throw conflict(orderPaymentMessages.delivered);
}

/**
 * POST /v1/order/{id}/cancel: under the merchant's order lock and the order's row lock, in one transaction, the buyer's payment goes
 * back from escrow through the provider (a refusal there rolls everything back: 503) — what partial
 * refunds left of it — recorded as the order's last refund (its timeline entry and the buyer's email),
 * the order is cancelled with its payment 'refunded' and its stock returns to the catalogue unless a
 * refund restocked it already. A second cancel is 409.
 */
export async function cancelOrder(
  ctx: OrderPaymentContext,
  merchantId: string,
  id: string,
): Promise<OrderDetail> {
  if (!isUuid(id)) throw orderNotFound();
  await ctx.db.transaction(async (tx) => {
    await lockMerchantOrders(tx, merchantId);
    const order = await findOrder(tx, merchantId, id, true);
    if (!order) throw orderNotFound();
    assertCancellable(order);
    const paid = await paidChargesOf(tx, order);
    const settled = await refundEscrow(ctx.payments, tx, merchantId, id, paid).catch(
      onlyProviderFailure({}, walletMessages.paymentUnavailable),
    );
    if (settled) {
      await recordSettledRefund(tx, order, {
        amount: settled.row.amount - settled.row.refundedAmount,
        reason: orderPaymentMessages.cancelledBySeller,
        ledgerTransactionId: settled.row.settledTransactionId!,
      });
    }
    await restockOnce(tx, order);
    const cancelled = await orderPaymentRepository.cancel(
      tx,
      merchantId,
      id,
      ['paid', 'partially_paid', 'partially_refunded'],
      'refunded',
    );
    await publishOrderUpdated(tx, cancelled!);
  });
  return getOrderDetail(ctx.db, merchantId, id);
}
