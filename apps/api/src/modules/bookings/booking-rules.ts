import {
  type BookingRules,
  bookingRulesMessages,
  bookingRulesSchema,
  DEFAULT_BOOKING_RULES,
  envelope,
  errorEnvelope,
} from '@oja/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { bookingRules } from '../../db/schema/index.ts';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const columns = {
  rescheduleAllowed: bookingRules.rescheduleAllowed,
  rescheduleNoticeHours: bookingRules.rescheduleNoticeHours,
  maxReschedules: bookingRules.maxReschedules,
  cancelAllowed: bookingRules.cancelAllowed,
  cancelNoticeHours: bookingRules.cancelNoticeHours,
};

/** The merchant's rules for buyers' changes: the saved ones, else the defaults. */
export async function bookingRulesOf(db: Executor, merchantId: string): Promise<BookingRules> {
  const [row] = await db.select(columns).from(bookingRules).where(eq(bookingRules.merchantId, merchantId));
  return row ?? { ...DEFAULT_BOOKING_RULES };
}

async function saveRules(db: Executor, merchantId: string, rules: BookingRules) {
  await db
    .insert(bookingRules)
    .values({ merchantId, ...rules })
    .onConflictDoUpdate({ target: bookingRules.merchantId, set: rules });
  return bookingRulesOf(db, merchantId);
}

/**
 * GET/PUT /v1/booking-rules: what buyers may change of their bookings on the booking page (decision 043).
 * PUT replaces the rules whole, so repeating it changes nothing more: no Idempotency-Key, as the invoice
 * settings. A change applies to every booking from then on, including those already made.
 */
export async function bookingRulesRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);
  const tags = ['bookings'];
  const response = { 200: envelope(bookingRulesSchema), 400: errorEnvelope, 401: errorEnvelope };
  r.get(
    '/v1/booking-rules',
    {
      config: { permission: 'bookings.read' },
      schema: { tags, summary: "The merchant's rules for buyers' booking changes", response },
    },
    async (request) => ok(await bookingRulesOf(app.db, request.user.id), bookingRulesMessages.fetched),
  );
  r.put(
    '/v1/booking-rules',
    {
      config: { permission: 'bookings.write' },
      schema: {
        tags,
        summary:
          'Replaces the rules: whether buyers may reschedule or cancel online, the notice, the most reschedules',
        body: bookingRulesSchema,
        response,
      },
    },
    async (request) =>
      ok(await saveRules(app.db, request.user.id, request.body), bookingRulesMessages.updated),
  );
}
