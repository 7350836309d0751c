import type { Executor } from '../../db/client.ts';
import { publishEvent } from '../realtime/index.ts';
import type { OrderRow } from './order-repository.ts';

/**
 * Tells the merchant's open dashboards that an order appeared or changed status ('order.updated' on
 * /v1/ws). It is the realtime plugin's publish bound to the caller's transaction: delivered on commit.
 */
export async function publishOrderUpdated(
  db: Executor,
  order: Pick<OrderRow, 'merchantId' | 'id' | 'status' | 'type' | 'orderReference'>,
) {
  await publishEvent(db, order.merchantId, {
    type: 'order.updated',
    data: { orderId: order.id, status: order.status, type: order.type, orderReference: order.orderReference },
  });
}

/** Where the dashboard shows an order. */
export const orderLink = (order: Pick<OrderRow, 'id' | 'type'>) =>
  order.type === 'PRODUCT' ? `/products/order/${order.id}` : `/services?tab=orders&order=${order.id}`;
