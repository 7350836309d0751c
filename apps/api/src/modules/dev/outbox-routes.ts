import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope } from '@oja/contracts';
import { z } from 'zod';
import { outbox } from '../../db/schema/index.ts';
import { ok } from '../../lib/reply.ts';

const message = z.object({
  id: z.string(),
  channel: z.enum(['email', 'sms']),
  to: z.string(),
  /** The From display name of an email sent for a merchant; null for the platform's own. */
  sender: z.string().nullable(),
  subject: z.string(),
  body: z.string(),
  /** The name, type and size of each file sent with the email (the invoice PDF, a booking's invitation). */
  attachments: z.array(z.object({ filename: z.string(), contentType: z.string(), size: z.number().int() })),
  createdAt: z.date(),
});

/**
 * GET /v1/dev/outbox?to=: the messages sent to an address (or phone), newest first, to anyone who asks.
 * Registered only with DEV_OUTBOX=true (never in production): tests and the browser journeys read OTPs
 * and reset links here. Someone running Oja on their own machine reads them on the console instead
 * (MAIL_CONSOLE).
 */
export async function outboxRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        querystring: z.object({ to: z.string().trim().min(1, 'to is required') }),
        response: { 200: envelope(z.array(message)) },
      },
    },
    async (request) => {
      const rows = await app.db
        .select()
        .from(outbox)
        .where(eq(outbox.to, request.query.to.toLowerCase()))
        .orderBy(desc(outbox.createdAt))
        .limit(50);
      return ok(rows);
    },
  );
}
