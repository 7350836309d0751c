import { envelope, errorEnvelope, publicLink, publicLinkBody, publicLinkMessages } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { isUuid } from '../../lib/db/query-input.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import { findOrder, orderNotFound } from '../orders/index.ts';
import { orderShareLink } from './share-link.ts';

const tags = ['public links'];
const params = z.object({ id: z.string().max(100) });

/**
 * The merchant's links to an order's public pages: POST makes a new one (with `revoke`, every earlier
 * one stops working first). Another merchant's order is 404; a receipt before payment, or a booking of a
 * product order, is 409.
 */
export async function linkRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const r = signedInRoutes(app);
  r.post(
    '/v1/order/:id/links',
    {
      schema: {
        tags,
        summary: "A new link to the order's tracking page, its receipt or its booking",
        params,
        body: publicLinkBody,
        response: { 201: envelope(publicLink), 404: errorEnvelope, 409: errorEnvelope },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => {
        const merchantId = request.user.id;
        const { page, revoke } = request.body;
        const order = isUuid(request.params.id)
          ? await findOrder(db, merchantId, request.params.id)
          : undefined;
        if (!order) throw orderNotFound();
        return {
          data: await orderShareLink(db, env.PUBLIC_URL, order, page, revoke),
          message: revoke ? publicLinkMessages.revoked : publicLinkMessages.created,
        };
      }),
  );
}
