import { envelope, errorEnvelope, logisticsMessages, pickupAddress, pickupAddressBody } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { editOf, ifMatchHeaders } from '../../lib/record-version.ts';
import { ok } from '../../lib/reply.ts';
import { addPickupAddress, changePickupAddress, listPickupAddresses } from './pickup-address-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['logistics'];

/**
 * Pickup addresses (docs/product/orders.md#calls). Adding answers 200, not 201: the dashboard sets its isAdded flag only on
 * a 200 response code (docs/product/orders.md#dispatch).
 */
export async function pickupAddressRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/logistic/pickup-address',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        body: pickupAddressBody,
        response: { 200: envelope(pickupAddress), 400: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request) =>
      ok(await addPickupAddress(app.db, request.user.id, request.body), logisticsMessages.pickupAdded),
  );

  r.put(
    '/v1/logistic/pickup-address/:addressId',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags,
        params: z.object({ addressId: z.string() }),
        headers: ifMatchHeaders,
        body: pickupAddressBody,
        response: {
          200: envelope(pickupAddress),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await changePickupAddress(app.db, ...editOf(request, 'addressId')), logisticsMessages.pickupChanged),
  );

  r.get(
    '/v1/logistic/pickup-address',
    {
      config: { permission: 'orders.read' },
      schema: {
        tags,
        summary: 'The default address first, then the newest',
        response: { 200: envelope(z.array(pickupAddress)) },
      },
    },
    async (request) =>
      ok(await listPickupAddresses(app.db, request.user.id), logisticsMessages.pickupFetched),
  );
}
