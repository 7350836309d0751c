import { PRODUCT_ORDER_PROGRESS, productOrderStatusLabel } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { CarrierEvent, CarrierShipment } from '../../providers/logistics/logistics-provider.ts';
import { notify } from '../notifications/index.ts';
import { releaseOnDelivery } from '../order-payments/index.ts';
import { moveOrderStatus, orderLink, orderStatusOfShipment, publishOrderUpdated } from '../orders/index.ts';
import { type AppShipmentStatus, shipmentRepository, type ShipmentRow } from './shipment-repository.ts';

/**
 * Terminal's shipment statuses in the app's words (decision 032): a pickup the carrier holds (pending,
 * confirmed) is the app's in_transit — the order's 'shipped'; in-transit, the parcel in the carrier's
 * network up to the destination terminal, is the app's awaiting_pickup; delivered is delivered. A draft
 * and a cancelled shipment move nothing.
 */
export function shipmentStatusOf(carrierStatus: string): AppShipmentStatus | undefined {
  if (carrierStatus === 'pending' || carrierStatus === 'confirmed') return 'in_transit';
  if (carrierStatus === 'in-transit') return 'awaiting_pickup';
  if (carrierStatus === 'delivered') return 'delivered';
  return undefined;
}

const RANK: Record<AppShipmentStatus, number> = { in_transit: 0, awaiting_pickup: 1, delivered: 2 };

/** The events of a shipment that move it past `from`, oldest first, each with its status in the app's words. */
export function stepsPast(from: AppShipmentStatus | null, events: CarrierEvent[]) {
  const steps: (CarrierEvent & { status: AppShipmentStatus })[] = [];
  let current = from === null ? -1 : RANK[from];
  for (const event of [...events].sort((a, b) => a.occurredAt.getTime() - b.occurredAt.getTime())) {
    const status = shipmentStatusOf(event.status);
    if (!status || RANK[status] <= current) continue;
    steps.push({ ...event, status });
    current = RANK[status];
  }
  return steps;
}

/** Moves an order with its shipment's step (only forward); delivered, its money leaves escrow for the wallet. */
async function moveOrderWith(
  tx: Executor,
  shipment: ShipmentRow,
  status: AppShipmentStatus,
  event: CarrierEvent,
) {
  const orderStatus = orderStatusOfShipment(status);
  const position = PRODUCT_ORDER_PROGRESS.indexOf(orderStatus as (typeof PRODUCT_ORDER_PROGRESS)[number]);
  if (position < 0) return;
  const earlier = PRODUCT_ORDER_PROGRESS.slice(0, position);
  const order = await moveOrderStatus(tx, shipment.merchantId, shipment.orderId, orderStatus, earlier);
  if (!order) return;
  if (orderStatus === 'delivered') await releaseOnDelivery(tx, order, event.occurredAt);
  await publishOrderUpdated(tx, order);
  await notify(tx, order.merchantId, {
    type: 'shipment.advanced',
    title: `Order ${productOrderStatusLabel(orderStatus)}`,
    body: `${order.orderReference} for ${order.deliveryName}: ${event.description}`,
    link: orderLink(order),
  });
}

/**
 * Records what the carrier tells of a shipment beyond what the app has: each further step is one event,
 * the shipment's status and its order's. The caller holds the order and shipment rows locked, and a step
 * is applied only past the recorded status, so a repeated or late telling changes nothing.
 */
export async function applyCarrierShipment(tx: Executor, shipment: ShipmentRow, carrier: CarrierShipment) {
  const steps = stepsPast(shipment.status, carrier.events);
  for (const step of steps) {
    await shipmentRepository.insertEvent(tx, shipment, step);
    await shipmentRepository.setStatus(tx, shipment, step.status);
    await moveOrderWith(tx, shipment, step.status, step);
  }
  return steps.length;
}
