import { PRODUCT_ORDER_PROGRESS, productOrderStatusLabel } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { ShipmentUpdate } from '../../providers/logistics/logistics-provider.ts';
import { notify } from '../notifications/index.ts';
import { releaseOnDelivery } from '../order-payments/index.ts';
import {
  lockMerchantOrders,
  moveOrderStatus,
  orderLink,
  orderStatusOfShipment,
  publishOrderUpdated,
} from '../orders/index.ts';

/**
 * Applies a carrier's step to its order, in the carrier's transaction (for a real provider: in its
 * webhook's). Orders only move forward: a late or repeated update changes nothing. Delivered, the order's
 * money leaves escrow for the merchant's wallet in the same transaction.
 */
export async function applyShipmentUpdate(tx: Executor, update: ShipmentUpdate): Promise<void> {
  const status = orderStatusOfShipment(update.status);
  const position = PRODUCT_ORDER_PROGRESS.indexOf(status as (typeof PRODUCT_ORDER_PROGRESS)[number]);
  if (position < 0) return;
  const earlier = PRODUCT_ORDER_PROGRESS.slice(0, position);
  await lockMerchantOrders(tx, update.merchantId);
  const order = await moveOrderStatus(tx, update.merchantId, update.orderId, status, earlier);
  if (!order) return;
  if (status === 'delivered') await releaseOnDelivery(tx, order, update.event.occurredAt);
  await publishOrderUpdated(tx, order);
  await notify(tx, order.merchantId, {
    type: 'shipment.advanced',
    title: `Order ${productOrderStatusLabel(status)}`,
    body: `${order.orderReference} for ${order.deliveryName}: ${update.event.description}`,
    link: orderLink(order),
  });
}
