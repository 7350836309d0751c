import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Env } from '../../config/env.ts';
import { createMeetingProvider } from '../../providers/meetings/platform-rooms.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { feedUrlRoutes, icsFeedRoutes } from './feed-routes.ts';
import type { FeedContext } from './feed-service.ts';

/** Well known, so production warns when it is still in use. */
const DEV_FEED_SECRET = 'oja-dev-calendar-feed-secret-not-for-production';
const config = z.object({ CALENDAR_FEED_SECRET: z.string().min(16).default(DEV_FEED_SECRET) });

/** The calendar (issue 9): entries and bookings, and the private iCalendar feed. */
export async function calendarModule(app: FastifyInstance, { env }: { env: Env }) {
  const { CALENDAR_FEED_SECRET: secret } = config.parse(process.env);
  if (env.NODE_ENV === 'production' && secret === DEV_FEED_SECRET) {
    app.log.warn(
      'CALENDAR_FEED_SECRET is the development default: set it so feed addresses cannot be rebuilt',
    );
  }
  const ctx: FeedContext = {
    db: app.db,
    mailer: app.mailer,
    meetings: createMeetingProvider(env),
    log: app.log,
    publicUrl: env.PUBLIC_URL,
    secret,
  };
  await app.register(calendarRoutes, { ctx });
  await app.register(feedUrlRoutes, { ctx });
  await app.register(icsFeedRoutes, { ctx });
}
