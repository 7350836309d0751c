import type { Executor } from '../../db/client.ts';
import {
  findOrder,
  lockMerchantOrders,
  orderItemsOf,
  type OrderRow,
  publishOrderUpdated,
} from '../orders/index.ts';
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
 * A paid product order's units back to the catalogue at most once — a refund's restock and a later
 * cancel never both give them back — recorded on the order's timeline. False when they went back already.
 * The caller holds the merchant's order lock.
 */
export async function restockOnce(tx: Executor, order: OrderRow): Promise<boolean> {
  if (order.type !== 'PRODUCT') return false;
  if (await orderPaymentRepository.wasRestocked(tx, order.merchantId, order.id)) return false;
  await releaseStock(tx, order);
  await orderPaymentRepository.recordRestock(tx, order.merchantId, order.id);
  return true;
}

/**
 * An unpaid order whose time ran out (or whose payment could not be opened): cancelled with its payment
 * 'expired', its stock or slot released and its escrow hold expired, once. Undefined when the order was
 * no longer awaiting payment. Under the merchant's order lock and the order's row lock, its stock goes
 * back before the order row changes — stock before orders, as the checkout takes them.
 */
export async function expireOrder(
  tx: Executor,
  order: Pick<OrderRow, 'merchantId' | 'id'>,
): Promise<OrderRow | undefined> {
  await lockMerchantOrders(tx, order.merchantId);
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
  if (!expired) throw new Error(`order ${order.id} left awaiting payment under its lock`);
  await moveEscrow(tx, order.merchantId, order.id, 'awaiting_payment', 'expired');
  await publishOrderUpdated(tx, expired);
  return expired;
}
