import {
  envelope,
  errorEnvelope,
  fromMinor,
  storeCreditList,
  storeCreditMessages,
  storeCreditQuery,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { storeCreditOf, storeCredits } from './store-credit.ts';
import type { WalletContext } from './wallet-context.ts';

/**
 * GET /v1/store-credit: the NGN store credit buyers hold with the signed-in merchant, or with `?email=`
 * what that one buyer holds (decision 045).
 */
export async function storeCreditRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  signedInRoutes(app).get(
    '/v1/store-credit',
    {
      config: { permission: 'customers.read' },
      schema: {
        tags: ['wallet'],
        querystring: storeCreditQuery,
        response: { 200: envelope(storeCreditList), 400: errorEnvelope },
      },
    },
    async (request) => {
      const { email } = request.query;
      const merchantId = request.user.id;
      const held = email
        ? [{ email, balance: await storeCreditOf(ctx.db, merchantId, email) }]
        : await storeCredits(ctx.db, merchantId);
      const credits = held.map((c) => ({ ...c, currency: 'NGN', balance: fromMinor(c.balance) }));
      return ok({ credits }, storeCreditMessages.fetched);
    },
  );
}
