import type { Executor } from '../../db/client.ts';
import { findOrder, orderItemsOf, type OrderRow, publishOrderUpdated } from '../orders/index.ts';
import { orderPaymentRepository } from './order-payment-repository.ts';
import { moveEscrow } from '../wallet/index.ts';

/**
 * Gives a cancelled product order's units back to the catalogue, products in id order (as the checkout
 * takes them, so the two never lock rows in opposite orders). A booking needs nothing: a cancelled order
 * holds no slot.
 */
export async function releaseStock(tx: Executor, order: OrderRow) {
  if (order.type !== 'PRODUCT') return;
  const items = await orderItemsOf(tx, order.merchantId, [order.id]);
  for (const item of [...items].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    await orderPaymentRepository.restock(tx, order.merchantId, item.productId, item.quantity);
  }
}

/**
 * An unpaid order whose time ran out (or whose payment could not be opened): cancelled with its payment
 * 'expired', its stock or slot released and its escrow hold expired, once. Undefined when the order was
 * no longer awaiting payment. Under the order's row lock the stock goes back before the order changes:
 * a checkout takes its products' rows before the order counters its new order moves (statement triggers
 * on orders), so taking the counters first here could leave the two waiting on each other.
 */
export async function expireOrder(tx: Executor, order: OrderRow): Promise<OrderRow | undefined> {
  const current = await findOrder(tx, order.merchantId, order.id, true);
  if (current?.paymentStatus !== 'awaiting_payment') return undefined;
  await releaseStock(tx, current);
  const expired = await orderPaymentRepository.cancel(
    tx,
    order.merchantId,
    order.id,
    ['awaiting_payment'],
    'expired',
  );
  await moveEscrow(tx, order.merchantId, order.id, 'awaiting_payment', 'expired');
  await publishOrderUpdated(tx, expired!);
  return expired;
}
