import { WEBHOOK_EVENT_ID_HEADER, WEBHOOK_SIGNATURE_HEADER } from '@oja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { webhookEndpoints } from '../../db/schema/index.ts';
import { keepRawJsonBody } from '../../lib/signed-webhook.ts';
import { verifyWebhook } from './webhook-signature.ts';

/** What the receiver got, newest first, at most this many (in memory, per instance). */
const KEEP = 200;
export interface ReceivedEvent {
  endpointId: string;
  eventId: string;
  signed: boolean;
  receivedAt: string;
  body: unknown;
}
const received: ReceivedEvent[] = [];

/**
 * A webhook receiver the app serves outside production only (never registered in production), so that
 * the demo business's endpoint has somewhere real to deliver: POST /dev/webhook-receiver/{endpointId}
 * checks the signature with that endpoint's secret and answers 204, or 401 when it does not verify; GET
 * lists what arrived. It is no part of the product.
 */
export async function devReceiverRoutes(app: FastifyInstance) {
  keepRawJsonBody(app);
  const params = z.object({ endpointId: z.uuid() });
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    '/dev/webhook-receiver/:endpointId',
    { schema: { hide: true, params } },
    async (request, reply) => {
      const { endpointId } = request.params;
      const [endpoint] = await app.db
        .select({ secret: webhookEndpoints.secret })
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpointId));
      const signature = request.headers[WEBHOOK_SIGNATURE_HEADER];
      const signed =
        !!endpoint &&
        verifyWebhook(
          endpoint.secret,
          request.rawBody ?? '',
          typeof signature === 'string' ? signature : undefined,
        );
      received.unshift({
        endpointId,
        eventId: String(request.headers[WEBHOOK_EVENT_ID_HEADER] ?? ''),
        signed,
        receivedAt: new Date().toISOString(),
        body: request.body,
      });
      received.length = Math.min(received.length, KEEP);
      return reply.code(signed ? 204 : 401).send();
    },
  );

  typed.get('/dev/webhook-receiver', { schema: { hide: true } }, async () => ({ received }));
}
