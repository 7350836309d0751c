import { checkoutBody, checkoutResult, envelope, errorEnvelope, orderMessages } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from '../../config/env.ts';
import { created } from '../../lib/reply.ts';
import { merchantMailDeps } from '../merchant-mail/index.ts';
import type { CheckoutContext } from './checkout-context.ts';
import { placeOrder } from './checkout-service.ts';

/**
 * The buyer's side (beyond docs/product/orders.md#calls, documented here): no account, so it is rate-limited per client
 * address. Prices, delivery price and totals are computed on the server; any sent by the client are
 * dropped by the body schema. The answer is the order, awaiting payment, and the payment provider's
 * checkout page the buyer pays on (`payment.authorizationUrl`).
 */
export async function checkoutRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const ctx: CheckoutContext = {
    db: app.db,
    mailer: app.mailer,
    mail: merchantMailDeps(app.mailer, env),
    log: app.log,
    payments: app.payments,
    reservationMinutes: env.CHECKOUT_RESERVATION_MINUTES,
  };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/v1/checkout',
    {
      config: { rateLimit: { max: env.CHECKOUT_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['checkout'],
        summary:
          'Place an order as a buyer: a cart of one store’s products, or a booking of one of its services',
        body: checkoutBody,
        response: {
          201: envelope(checkoutResult),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
          429: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request, reply) => created(reply, await placeOrder(ctx, request.body), orderMessages.placed),
  );
}
