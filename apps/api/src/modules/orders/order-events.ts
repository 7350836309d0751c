import type { Executor } from '../../db/client.ts';
import { publishEvent } from '../realtime/index.ts';
import { emitEvent } from '../webhooks/index.ts';
import type { OrderRow } from './order-repository.ts';

/**
 * Tells the merchant's open dashboards that an order appeared or changed status ('order.updated' on
 * /v1/ws), and its webhook endpoints (`order.created` for a new order, else `order.updated`). Both are
 * bound to the caller's transaction: nothing goes out unless it commits.
 */
export async function publishOrderUpdated(db: Executor, order: OrderRow, created = false) {
  await publishEvent(db, order.merchantId, {
    type: 'order.updated',
    data: { orderId: order.id, status: order.status, type: order.type, orderReference: order.orderReference },
  });
  await emitEvent(db, order.merchantId, created ? 'order.created' : 'order.updated', orderEventData(order));
}

/** An order as webhook events carry it (docs/webhooks.md); money in minor units. */
const orderEventData = (order: OrderRow) => ({
  id: order.id,
  reference: order.orderReference,
  type: order.type,
  status: order.status,
  payment_status: order.paymentStatus,
  channel: order.channel,
  currency: order.currency,
  total: order.totalPrice,
  refunded: order.refundedAmount,
  buyer: { name: order.deliveryName, email: order.email, phone: order.phone },
  ordered_at: order.orderedAt.toISOString(),
});

/** Where the dashboard shows an order. */
export const orderLink = (order: Pick<OrderRow, 'id' | 'type'>) =>
  order.type === 'PRODUCT' ? `/products/order/${order.id}` : `/services?tab=orders&order=${order.id}`;
