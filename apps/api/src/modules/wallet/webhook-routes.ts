import { envelope, walletMessages } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { ok } from '../../lib/reply.ts';
import { SIGNATURE_HEADER } from '../../providers/payments/paystack-signature.ts';
import type { WalletContext } from './wallet-context.ts';
import { handleWebhook, webhookBody } from './webhook-service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The body exactly as received, for signature checks; set only on routes that keep it. */
    rawBody?: string;
  }
}

/**
 * POST /v1/payments/webhook: the payment provider's events (Paystack's webhook contract). Public, but
 * only a body signed with the secret key (HMAC-SHA512 of the raw bytes in x-paystack-signature) is read.
 */
export async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = body as string;
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new AppError('BAD_REQUEST', 'Invalid JSON'), undefined);
    }
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        headers: z.looseObject({ [SIGNATURE_HEADER]: z.string().optional() }),
        body: webhookBody,
        response: { 200: envelope(z.null()) },
      },
      // Verified before the body is validated, so an unsigned caller learns nothing about the shape.
      preValidation: async (request) => {
        const signature = request.headers[SIGNATURE_HEADER];
        if (
          !ctx.payments.verifyWebhook(
            request.rawBody ?? '',
            typeof signature === 'string' ? signature : undefined,
          )
        ) {
          throw new AppError('UNAUTHENTICATED', walletMessages.invalidSignature);
        }
      },
    },
    async (request) => {
      await handleWebhook(ctx, request.body);
      return ok(null, walletMessages.webhookReceived);
    },
  );
}
