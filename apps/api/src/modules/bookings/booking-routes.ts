import {
  bookingEmailBody,
  bookingMessages,
  envelope,
  errorEnvelope,
  paginated,
  sellerBooking,
  sellerBookingsQuery,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import { ok } from '../../lib/reply.ts';
import { mailAddress } from '../../providers/mail/mailer.ts';
import { createMeetingProvider } from '../../providers/meetings/platform-rooms.ts';
import type { BookingsContext } from './booking-context.ts';
import { emailBooking, listSellerBookings } from './booking-service.ts';
import { merchantMailDeps } from '../merchant-mail/index.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['bookings'];

/** docs/product/services.md#calls bookings: the merchant's bookings (from service orders) and emailing one to its buyer. */
export async function bookingRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const ctx: BookingsContext = {
    db: app.db,
    mailer: app.mailer,
    meetings: createMeetingProvider(env),
    log: app.log,
    mail: merchantMailDeps(app.mailer, env),
    organizerEmail: mailAddress(env.MAIL_FROM),
  };
  const r = signedInRoutes(app);

  r.get(
    '/v1/bookings/seller',
    {
      config: { permission: 'bookings.read' },
      schema: {
        tags,
        summary:
          "The merchant's bookings, optionally of one day (bookedDate=YYYY-MM-DD); online ones carry a meeting link",
        querystring: sellerBookingsQuery,
        response: { 200: envelope(paginated(sellerBooking)), 400: errorEnvelope, 401: errorEnvelope },
      },
    },
    async (request) =>
      ok(await listSellerBookings(ctx, request.user.id, request.query), bookingMessages.fetched),
  );

  r.post(
    '/v1/bookings/email',
    {
      schema: {
        tags,
        summary: 'Emails the booking and its meeting link to the buyer',
        body: bookingEmailBody,
        response: {
          200: envelope(sellerBooking),
          400: errorEnvelope,
          401: errorEnvelope,
          404: errorEnvelope,
          503: errorEnvelope,
        },
      },
      config: { permission: 'bookings.write', rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) => {
      const booking = await emailBooking(ctx, request.user.id, request.body);
      return ok(booking, bookingMessages.emailed(booking.email));
    },
  );
}
