import { envelope, idempotencyHeaders, topup, topupRequest, walletMessages } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { callerOf, sendOutcome, tags } from './route-helpers.ts';
import { getTopup, startTopup } from './topup-service.ts';
import type { WalletContext } from './wallet-context.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/** POST /v1/wallet/topup (docs/product/wallet.md#calls) and GET /v1/wallet/topup/{reference} (the checkout's callback check). */
export async function topupRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/wallet/topup',
    {
      config: { permission: 'wallet.withdraw' },
      schema: { tags, headers: idempotencyHeaders, body: topupRequest, response: { 201: envelope(topup) } },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await startTopup(ctx, callerOf(request), request.headers['idempotency-key'], request.body),
      ),
  );

  r.get(
    '/v1/wallet/topup/:reference',
    {
      config: { permission: 'wallet.read' },
      schema: {
        tags,
        params: z.object({ reference: z.string().min(1).max(100) }),
        response: { 200: envelope(topup) },
      },
    },
    async (request) =>
      ok(await getTopup(ctx, request.user.id, request.params.reference), walletMessages.topupFetched),
  );
}
