import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { TerminalShipmentEvent } from '../terminal/terminal-wire.ts';
import { ok, read, type SimContext, SimRefusal } from './sim-http.ts';
import { simStore, terminalId, toWireShipment, trackingNumber } from './sim-store.ts';

const shipmentBody = z.object({
  address_from: z.string().min(1),
  address_to: z.string().min(1),
  parcel: z.string().min(1),
  shipment_purpose: z.string().optional(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
const pickupBody = z.object({ rate_id: z.string().min(1), shipment_id: z.string().min(1).optional() });
const shipmentIdBody = z.object({ shipment_id: z.string().min(1) });

/** One shipment per order: the merchant and order a shipment's metadata names, when it names both. */
const orderKeyOf = (metadata: Record<string, unknown> | undefined) =>
  typeof metadata?.merchant_id === 'string' && typeof metadata.order_id === 'string'
    ? `${metadata.merchant_id}:${metadata.order_id}`
    : null;

/**
 * Shipments: a draft (one per order named in its metadata), its pickup arranged at a rate, tracking,
 * cancelling. The job (sim-jobs.ts) then steps each arranged shipment and sends its webhooks.
 */
export async function simShipmentRoutes(app: FastifyInstance, { ctx }: { ctx: SimContext }) {
  const existing = async (shipmentId: string) => {
    const row = await simStore.shipment(ctx.db, shipmentId);
    if (!row) throw new SimRefusal('Shipment not found');
    return row;
  };

  app.post('/shipments', async (request) => {
    const body = read(shipmentBody, request.body);
    const [from, to, parcel] = await Promise.all([
      simStore.address(ctx.db, body.address_from),
      simStore.address(ctx.db, body.address_to),
      simStore.parcel(ctx.db, body.parcel),
    ]);
    if (!from || !to) throw new SimRefusal('Address not found');
    if (!parcel) throw new SimRefusal('Parcel not found');
    const row = await simStore.insertShipment(ctx.db, {
      shipmentId: terminalId('SH'),
      orderKey: orderKeyOf(body.metadata),
      pickupAddressId: body.address_from,
      deliveryAddressId: body.address_to,
      parcelId: body.parcel,
      metadata: body.metadata ?? {},
    });
    return ok('Shipment created successfully', toWireShipment(row));
  });

  app.post('/shipments/pickup', async (request) => {
    const body = read(pickupBody, request.body);
    const rate = await simStore.rate(ctx.db, body.rate_id);
    if (!rate) throw new SimRefusal('Rate not found');
    const shipment = body.shipment_id
      ? await existing(body.shipment_id)
      : await simStore.insertShipment(ctx.db, {
          shipmentId: terminalId('SH'),
          pickupAddressId: rate.pickupAddressId,
          deliveryAddressId: rate.deliveryAddressId,
          parcelId: rate.parcelId,
        });
    const sameTrip =
      rate.pickupAddressId === shipment.pickupAddressId &&
      rate.deliveryAddressId === shipment.deliveryAddressId &&
      rate.parcelId === shipment.parcelId;
    if (!sameTrip) throw new SimRefusal('The rate was not quoted for this shipment');
    const [from, to] = await Promise.all([
      simStore.address(ctx.db, shipment.pickupAddressId),
      simStore.address(ctx.db, shipment.deliveryAddressId),
    ]);
    const now = ctx.now();
    const event: TerminalShipmentEvent = {
      created_at: now.toISOString(),
      status: 'confirmed',
      description: `Pickup arranged with ${rate.rate.carrier_name}: in transit from ${from!.city} to ${to!.city}`,
      location: `${from!.city}, ${from!.state}`,
    };
    const arranged = await simStore.moveShipment(ctx.db, shipment.shipmentId, ['draft'], {
      status: 'confirmed',
      rateId: rate.rateId,
      carrierName: rate.rate.carrier_name,
      trackingNumber: trackingNumber(),
      events: [...shipment.events, event],
      nextStepAt: new Date(now.getTime() + ctx.stepMs),
    });
    if (!arranged) throw new SimRefusal('Pickup for this shipment has already been arranged');
    return ok('Pickup for shipment arranged successfully.', toWireShipment(arranged));
  });

  app.get<{ Params: { id: string } }>('/shipments/track/:id', async (request) =>
    ok('Shipment tracked successfully', toWireShipment(await existing(request.params.id))),
  );

  app.get<{ Params: { id: string } }>('/shipments/:id', async (request) =>
    ok('Shipment retrieved successfully.', toWireShipment(await existing(request.params.id))),
  );

  app.post('/shipments/cancel', async (request) => {
    const { shipment_id } = read(shipmentIdBody, request.body);
    const shipment = await existing(shipment_id);
    const now = ctx.now();
    const event: TerminalShipmentEvent = {
      created_at: now.toISOString(),
      status: 'cancelled',
      description: 'Shipment cancelled',
      location: null,
    };
    const cancelled = await ctx.db.transaction(async (tx) => {
      const row = await simStore.moveShipment(tx, shipment_id, ['draft', 'pending', 'confirmed'], {
        status: 'cancelled',
        events: [...shipment.events, event],
        nextStepAt: null,
      });
      if (row) await simStore.enqueueWebhook(tx, 'shipment.cancelled', toWireShipment(row), now);
      return row;
    });
    if (!cancelled) throw new SimRefusal('This shipment can no longer be cancelled');
    return ok('Shipment cancelled successfully', toWireShipment(cancelled));
  });
}
