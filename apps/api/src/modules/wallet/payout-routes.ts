import {
  debitRequest,
  debitResult,
  envelope,
  idempotencyHeaders,
  payout,
  walletMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { getPayout, withdraw } from './payout-service.ts';
import { callerOf, sendOutcome, tags } from './route-helpers.ts';
import type { WalletContext } from './wallet-context.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/**
 * POST /v1/wallet/debit is the withdrawal: docs/product/wallet.md#calls lists POST /v1/wallet/debit and leaves the withdrawal's
 * path open, so the debit is the withdrawal to the saved bank account. GET /v1/wallet/debit/{reference}
 * follows one.
 */
export async function payoutRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/wallet/debit',
    {
      config: { permission: 'wallet.withdraw' },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: debitRequest,
        response: { 201: envelope(debitResult) },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await withdraw(ctx, callerOf(request), request.headers['idempotency-key'], request.body),
      ),
  );

  r.get(
    '/v1/wallet/debit/:reference',
    {
      config: { permission: 'wallet.read' },
      schema: {
        tags,
        params: z.object({ reference: z.string().min(1).max(100) }),
        response: { 200: envelope(payout) },
      },
    },
    async (request) =>
      ok(await getPayout(ctx, request.user.id, request.params.reference), walletMessages.withdrawalFetched),
  );
}
