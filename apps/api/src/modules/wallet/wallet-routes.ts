import {
  createWalletRequest,
  envelope,
  walletBalance,
  walletMessages,
  walletOverview as overviewSchema,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { created, ok } from '../../lib/reply.ts';
import { tags } from './route-helpers.ts';
import type { WalletContext } from './wallet-context.ts';
import { createWallet, walletOverview } from './wallet-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/** POST /v1/wallet and GET /v1/wallet (docs/product/wallet.md#calls). */
export async function walletRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/wallet',
    { schema: { tags, body: createWalletRequest, response: { 201: envelope(walletBalance) } } },
    async (request, reply) =>
      created(
        reply,
        await createWallet(ctx, request.user.id, request.body.currency),
        walletMessages.walletCreated,
      ),
  );

  r.get(
    '/v1/wallet',
    { config: { permission: 'wallet.read' }, schema: { tags, response: { 200: envelope(overviewSchema) } } },
    async (request) => ok(await walletOverview(ctx, request.user.id), walletMessages.walletFetched),
  );
}
