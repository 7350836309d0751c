import {
  envelope,
  errorEnvelope,
  fromMinor,
  storeCreditBalance,
  storeCreditMessages,
  storeCreditQuery,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { storeCreditOf } from './store-credit.ts';
import type { WalletContext } from './wallet-context.ts';

/** GET /v1/store-credit?email=: the NGN store credit a buyer holds with the signed-in merchant (decision 045). */
export async function storeCreditRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  signedInRoutes(app).get(
    '/v1/store-credit',
    {
      schema: {
        tags: ['wallet'],
        querystring: storeCreditQuery,
        response: { 200: envelope(storeCreditBalance), 400: errorEnvelope },
      },
    },
    async (request) => {
      const { email } = request.query;
      const balance = await storeCreditOf(ctx.db, request.user.id, email);
      return ok({ email, currency: 'NGN', balance: fromMinor(balance) }, storeCreditMessages.fetched);
    },
  );
}
