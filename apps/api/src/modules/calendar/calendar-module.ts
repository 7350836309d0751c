import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import { mailAddress } from '../../providers/mail/mailer.ts';
import { createMeetingProvider } from '../../providers/meetings/platform-rooms.ts';
import { calendarRoutes } from './calendar-routes.ts';
import { feedUrlRoutes, icsFeedRoutes } from './feed-routes.ts';
import type { FeedContext } from './feed-service.ts';
import { merchantMailDeps } from '../merchant-mail/index.ts';

/** The calendar (docs/product/services.md#calendar): entries and bookings, and the private iCalendar feed. */
export async function calendarModule(app: FastifyInstance, { env }: { env: Env }) {
  const ctx: FeedContext = {
    db: app.db,
    mailer: app.mailer,
    meetings: createMeetingProvider(env),
    log: app.log,
    mail: merchantMailDeps(app.mailer, env),
    organizerEmail: mailAddress(env.MAIL_FROM),
    publicUrl: env.PUBLIC_URL,
    secret: env.CALENDAR_FEED_SECRET,
  };
  await app.register(calendarRoutes, { ctx });
  await app.register(feedUrlRoutes, { ctx });
  await app.register(icsFeedRoutes, { ctx });
}
