import {
  calendarData,
  calendarEntry,
  calendarEntryCreate,
  calendarMessages,
  calendarQuery,
  envelope,
  errorEnvelope,
  optionalIdempotencyHeaders,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import type { BookingsContext } from '../bookings/index.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import { createEntry, deleteEntry, listCalendar } from './calendar-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['calendar'];

/**
 * docs/product/services.md#calls calendar: the merchant's entries with their bookings, adding and deleting entries. Adding
 * answers 200 (the dashboard counts an action as added on 200, docs/product/services.md#bookings).
 */
export async function calendarRoutes(app: FastifyInstance, { ctx }: { ctx: BookingsContext }) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/calendar',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags,
        summary: 'Entries and bookings (read-only, with meeting links) overlapping from–to',
        querystring: calendarQuery,
        response: { 200: envelope(calendarData), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) => ok(await listCalendar(ctx, request.user.id, request.query), calendarMessages.fetched),
  );

  r.post(
    '/v1/calendar/create',
    {
      config: { permission: 'bookings.write' },
      schema: {
        tags,
        summary: 'Adds an entry {title, start, end, allDay?, note?, location?}',
        headers: optionalIdempotencyHeaders,
        body: calendarEntryCreate,
        response: {
          200: envelope(calendarEntry),
          400: errorEnvelope,
          401: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) =>
      idempotentCreate(
        app.db,
        request,
        reply,
        async (db) => ({
          data: await createEntry(ctx, request.user.id, request.body, db),
          message: calendarMessages.added,
        }),
        { status: 200 },
      ),
  );

  r.delete(
    '/v1/calendar/delete/:id',
    {
      config: { permission: 'bookings.write' },
      schema: {
        tags,
        summary: "Deletes one of the merchant's own entries (a booking answers 409)",
        params: z.object({ id: z.string().max(64) }),
        response: {
          200: envelope(calendarEntry),
          401: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(await deleteEntry(ctx, request.user.id, request.params.id), calendarMessages.deleted),
  );
}
