import {
  envelope,
  errorEnvelope,
  invoiceScheduleAction,
  invoiceScheduleMessages,
  invoiceScheduleRequest,
  invoiceScheduleSchema,
  optionalIdempotencyHeaders,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import { changeSchedule, createSchedule, getSchedule } from './invoice-schedule-service.ts';

const tags = ['invoices'];
const params = z.object({ id: z.string().max(64) });
const refused = { 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/** An invoice's repeat schedule (decision 042): read it, set it, pause, resume or stop it. */
export async function invoiceScheduleRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/invoice/:id/schedule',
    {
      config: { permission: 'invoices.read' },
      schema: {
        tags,
        params,
        response: { 200: envelope(invoiceScheduleSchema.nullable()), 404: errorEnvelope },
      },
    },
    async (request) =>
      ok(await getSchedule(app.db, request.user.id, request.params.id), invoiceScheduleMessages.fetched),
  );

  r.post(
    '/v1/invoice/:id/schedule',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        params,
        headers: optionalIdempotencyHeaders,
        body: invoiceScheduleRequest,
        response: { 201: envelope(invoiceScheduleSchema), ...refused },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await createSchedule(db, request.user.id, request.params.id, request.body),
        message: invoiceScheduleMessages.created,
      })),
  );

  // Repeating an action leaves the schedule as the first one did, so a retry needs no Idempotency-Key.
  r.post(
    '/v1/invoice/:id/schedule/status',
    {
      config: { permission: 'invoices.write' },
      schema: {
        tags,
        params,
        body: invoiceScheduleAction,
        response: { 200: envelope(invoiceScheduleSchema), ...refused },
      },
    },
    async (request) =>
      ok(
        await changeSchedule(app.db, request.user.id, request.params.id, request.body),
        invoiceScheduleMessages.changed,
      ),
  );
}
