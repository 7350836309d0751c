import { envelope, paginated, transactionsQuery, walletMessages, walletTransaction } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { tags } from './route-helpers.ts';
import { getTransaction, listTransactions } from './transactions-service.ts';
import type { WalletContext } from './wallet-context.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/** GET /v1/wallet/transactions (docs/product/wallet.md#calls: limit, paymentStatus, action; plus page, type, currency, dates). */
export async function transactionsRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/wallet/transactions',
    {
      config: { permission: 'wallet.read' },
      schema: {
        tags,
        querystring: transactionsQuery,
        response: { 200: envelope(paginated(walletTransaction)) },
      },
    },
    async (request) =>
      ok(await listTransactions(ctx, request.user.id, request.query), walletMessages.transactionsFetched),
  );

  r.get(
    '/v1/wallet/transactions/:id',
    {
      config: { permission: 'wallet.read' },
      schema: {
        tags,
        params: z.object({ id: z.uuid(walletMessages.transactionNotFound) }),
        response: { 200: envelope(walletTransaction) },
      },
    },
    async (request) =>
      ok(await getTransaction(ctx, request.user.id, request.params.id), walletMessages.transactionFetched),
  );
}
