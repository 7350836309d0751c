import { envelope, errorEnvelope, orderDetail, orderPaymentMessages } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { cancelOrder } from './order-cancel.ts';
import type { OrderPaymentContext } from './order-payment-context.ts';

/** POST /v1/order/{id}/cancel (beyond docs/product/wallet.md#calls): the merchant calls off a paid order; the buyer is refunded. */
export async function orderPaymentRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  const ctx: OrderPaymentContext = { db: app.db, payments: app.payments, log: app.log };
  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/order/:id/cancel',
    {
      config: { permission: 'orders.write' },
      schema: {
        tags: ['orders'],
        summary:
          'Cancel a paid order not yet with the carrier (or a service not yet delivered): refund the buyer, restock',
        params: z.object({ id: z.string() }),
        response: { 200: envelope(orderDetail), 404: errorEnvelope, 409: errorEnvelope, 503: errorEnvelope },
      },
    },
    async (request) =>
      ok(await cancelOrder(ctx, request.user.id, request.params.id), orderPaymentMessages.cancelled),
  );
}
