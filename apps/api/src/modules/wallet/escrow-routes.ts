import {
  envelope,
  escrowHold,
  escrowRequest,
  escrowResult,
  idempotencyHeaders,
  walletMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { escrowAction, getEscrow } from './escrow-service.ts';
import { callerOf, sendOutcome, tags } from './route-helpers.ts';
import type { WalletContext } from './wallet-context.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/** POST /v1/wallet/escrow (docs/product/wallet.md#calls): hold, release or refund; GET /v1/wallet/escrow/{orderId} reads a hold. */
export async function escrowRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/wallet/escrow',
    {
      config: { permission: 'wallet.withdraw' },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: escrowRequest,
        response: { 200: envelope(escrowResult), 201: envelope(escrowResult) },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await escrowAction(ctx, callerOf(request), request.headers['idempotency-key'], request.body),
      ),
  );

  r.get(
    '/v1/wallet/escrow/:orderId',
    {
      config: { permission: 'wallet.read' },
      schema: {
        tags,
        params: z.object({ orderId: z.string().min(1).max(64) }),
        response: { 200: envelope(escrowHold) },
      },
    },
    async (request) =>
      ok(await getEscrow(ctx, request.user.id, request.params.orderId), walletMessages.escrowFetched),
  );
}
