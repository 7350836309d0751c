import {
  envelope,
  orderPaymentMessages,
  paginated,
  settlementsQuery,
  walletSettlement,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { tags } from './route-helpers.ts';
import { listSettlements } from './settlements-service.ts';
import type { WalletContext } from './wallet-context.ts';

/** GET /v1/wallet/settlements (beyond docs/product/wallet.md#calls): where the money of each paid order is. */
export async function settlementsRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  app.addHook('onRequest', app.authenticate);
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/wallet/settlements',
    {
      config: { permission: 'wallet.read' },
      schema: {
        tags,
        summary: 'Each paid order’s money: in escrow (pending), released to the wallet, or refunded',
        querystring: settlementsQuery,
        response: { 200: envelope(paginated(walletSettlement)) },
      },
    },
    async (request) =>
      ok(await listSettlements(ctx, request.user.id, request.query), orderPaymentMessages.settlementsFetched),
  );
}
