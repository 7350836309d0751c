import { envelope, walletMessages } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { keepRawJsonBody, signedBy } from '../../lib/signed-webhook.ts';
import { SIGNATURE_HEADER } from '../../providers/payments/paystack-signature.ts';
import type { WalletContext } from './wallet-context.ts';
import { handleWebhook, webhookBody } from './webhook-service.ts';

/**
 * POST /v1/payments/webhook: the payment provider's events (Paystack's webhook contract). Public, but
 * only a body signed with the secret key (HMAC-SHA512 of the raw bytes in x-paystack-signature) is read.
 */
export async function webhookRoutes(app: FastifyInstance, { ctx }: { ctx: WalletContext }) {
  keepRawJsonBody(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/payments/webhook',
    {
      schema: {
        tags: ['payments'],
        headers: z.looseObject({ [SIGNATURE_HEADER]: z.string().optional() }),
        body: webhookBody,
        response: { 200: envelope(z.null()) },
      },
      preValidation: signedBy(
        SIGNATURE_HEADER,
        (raw, signature) => ctx.payments.verifyWebhook(raw, signature),
        walletMessages.invalidSignature,
      ),
    },
    async (request) => {
      await handleWebhook(ctx, request.body);
      return ok(null, walletMessages.webhookReceived);
    },
  );
}
