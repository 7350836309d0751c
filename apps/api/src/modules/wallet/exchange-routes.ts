import {
  envelope,
  exchangeQuote,
  exchangeQuoteRequest,
  exchangeRate as rateSchema,
  exchangeRateQuery,
  exchangeRequest,
  exchangeResult,
  idempotencyHeaders,
  walletMessages,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { created, ok } from '../../lib/reply.ts';
import { createQuote, exchangeRate, executeQuote } from './exchange-service.ts';
import { sendOutcome, tags } from './route-helpers.ts';
import type { WalletContext } from './wallet-context.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

/**
 * GET /v1/wallet/exchange-rate and POST /v1/wallet/exchange-currency (docs/product/wallet.md#calls), with
 * POST /v1/wallet/exchange-quote (added): the quote fixes rate and amounts until it expires.
 */
export async function exchangeRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/wallet/exchange-rate',
    {
      config: { permission: 'wallet.read' },
      schema: { tags, querystring: exchangeRateQuery, response: { 200: envelope(rateSchema) } },
    },
    async (request) =>
      ok(await exchangeRate(ctx, request.query.from, request.query.to), walletMessages.rateFetched),
  );

  r.post(
    '/v1/wallet/exchange-quote',
    {
      config: { permission: 'wallet.read' },
      schema: { tags, body: exchangeQuoteRequest, response: { 201: envelope(exchangeQuote) } },
    },
    async (request, reply) =>
      created(reply, await createQuote(ctx, request.user.id, request.body), walletMessages.quoteCreated),
  );

  r.post(
    '/v1/wallet/exchange-currency',
    {
      config: { permission: 'wallet.withdraw' },
      schema: {
        tags,
        headers: idempotencyHeaders,
        body: exchangeRequest,
        response: { 200: envelope(exchangeResult) },
      },
    },
    async (request, reply) =>
      sendOutcome(
        reply,
        await executeQuote(ctx, request.user.id, request.headers['idempotency-key'], request.body.quoteId),
      ),
  );
}
