import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { shipmentEvents, shipments } from '../../db/schema/index.ts';

/** An order's shipment with the events stored from the carrier's webhooks, or undefined before dispatch. */
export async function shipmentOfOrder(db: Executor, merchantId: string, orderId: string) {
  const [shipment] = await db
    .select({
      providerReference: shipments.providerReference,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
    })
    .from(shipments)
    .where(and(eq(shipments.merchantId, merchantId), eq(shipments.orderId, orderId)));
  if (!shipment) return undefined;
  const events = await db
    .select({
      status: shipmentEvents.status,
      description: shipmentEvents.description,
      location: shipmentEvents.location,
      occurredAt: shipmentEvents.occurredAt,
    })
    .from(shipmentEvents)
    .where(and(eq(shipmentEvents.merchantId, merchantId), eq(shipmentEvents.orderId, orderId)));
  return { ...shipment, events };
}
