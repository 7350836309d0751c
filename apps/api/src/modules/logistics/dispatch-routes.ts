import {
  dispatchBody,
  dispatchQuery,
  dispatchResult,
  envelope,
  errorEnvelope,
  logisticsMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { dispatchOrder } from './dispatch-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/** docs/product/orders.md#calls POST v1/logistic/dispatch-order?merchantId&orderId → data.result.order. */
export async function dispatchRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/logistic/dispatch-order',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags: ['logistics'],
        summary: 'Hand a processing product order to the carrier; idempotent per order',
        querystring: dispatchQuery,
        body: dispatchBody,
        response: {
          200: envelope(dispatchResult),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request) => {
      const ctx = { db: app.db, logistics: app.logistics };
      const { replayed, ...result } = await dispatchOrder(ctx, request.user.id, request.query, request.body);
      return ok({ result }, replayed ? logisticsMessages.alreadyDispatched : logisticsMessages.dispatched);
    },
  );
}
