import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable } from 'drizzle-orm/pg-core';
import { merchantId } from './tenant-columns.ts';

/**
 * What the merchant's buyers may change of a booking on its page without asking (decision 043): one row
 * per merchant, written on the first save; a merchant without one has the defaults of these columns
 * (reschedule and cancel up to 24 hours before the start, at most 2 reschedules of one booking).
 */
export const bookingRules = pgTable(
  'booking_rules',
  {
    merchantId: merchantId().primaryKey(),
    rescheduleAllowed: boolean().notNull().default(true),
    rescheduleNoticeHours: integer().notNull().default(24),
    maxReschedules: integer().notNull().default(2),
    cancelAllowed: boolean().notNull().default(true),
    cancelNoticeHours: integer().notNull().default(24),
  },
  (t) => [
    check(
      'booking_rules_ranges',
      sql`${t.rescheduleNoticeHours} BETWEEN 0 AND 720 AND ${t.cancelNoticeHours} BETWEEN 0 AND 720 AND ${t.maxReschedules} BETWEEN 1 AND 10`,
    ),
  ],
);
