import { calendarFeedUrl, calendarMessages, envelope, errorEnvelope } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { type FeedContext, getFeedUrl, renderFeed, rotateFeedUrl } from './feed-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['calendar'];

/** The private feed's address, for the signed-in merchant. */
export async function feedUrlRoutes(app: FastifyInstance, { ctx }: { ctx: FeedContext }) {
  const r = signedInRoutes(app);

  r.get(
    '/v1/calendar/feed-url',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          'The private iCalendar (.ics) address of the calendar, to subscribe to from Google or Apple calendars',
        response: { 200: envelope(calendarFeedUrl), 401: errorEnvelope },
      },
    },
    async (request) => ok(await getFeedUrl(ctx, request.user.id), calendarMessages.feedUrl),
  );

  r.post(
    '/v1/calendar/feed-url/rotate',
    {
      config: { permission: 'bookings.write' },
      schema: {
        tags,
        summary: 'Revokes the feed address and issues a new one',
        response: { 200: envelope(calendarFeedUrl), 401: errorEnvelope },
      },
    },
    async (request) => ok(await rotateFeedUrl(ctx, request.user.id), calendarMessages.feedRotated),
  );
}

/** The feed itself: no session (calendar apps cannot sign in); the unguessable token is the credential. */
export async function icsFeedRoutes(app: FastifyInstance, { ctx }: { ctx: FeedContext }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/v1/calendar/ics/:feedToken.ics',
    {
      schema: {
        tags,
        summary: 'The merchant calendar as iCalendar (RFC 5545): entries and bookings with meeting links',
        params: z.object({ feedToken: z.string().max(100) }),
        produces: ['text/calendar'],
        response: { 200: z.any().describe('text/calendar'), 404: errorEnvelope },
      },
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const body = await renderFeed(ctx, request.params.feedToken);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="calendar.ics"')
        .send(body);
    },
  );
}
