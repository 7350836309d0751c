import { envelope, errorEnvelope, logisticsMessages } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { keepRawJsonBody, signedBy } from '../../lib/signed-webhook.ts';
import { TERMINAL_SIGNATURE_HEADER } from '../../providers/logistics/terminal/terminal-signature.ts';
import { handleLogisticsWebhook, logisticsWebhookBody } from './webhook-service.ts';

/**
 * POST /v1/logistics/webhook: the carrier's shipment events (Terminal's webhooks). Public, but only a
 * body signed with the secret key (HMAC-SHA512 of the raw bytes in x-terminal-signature) is read.
 */
export async function logisticsWebhookRoutes(app: FastifyInstance) {
  keepRawJsonBody(app);

  app.withTypeProvider<ZodTypeProvider>().post(
    '/v1/logistics/webhook',
    {
      schema: {
        tags: ['logistics'],
        summary:
          "The carrier's signed shipment events; each is re-read from the carrier before it is applied",
        headers: z.looseObject({ [TERMINAL_SIGNATURE_HEADER]: z.string().optional() }),
        body: logisticsWebhookBody,
        response: { 200: envelope(z.null()), 401: errorEnvelope, 503: errorEnvelope },
      },
      preValidation: signedBy(
        TERMINAL_SIGNATURE_HEADER,
        (raw, signature) => app.logistics.verifyWebhook(raw, signature),
        logisticsMessages.invalidSignature,
      ),
    },
    async (request) => {
      await handleLogisticsWebhook({ db: app.db, logistics: app.logistics }, request.body.data.shipment_id);
      return ok(null, logisticsMessages.webhookReceived);
    },
  );
}
