import { z } from 'zod';

/**
 * A moment in time as every response carries it: an ISO 8601 string in UTC, e.g.
 * '2026-01-05T10:00:00.000Z'. The server may hand it a Date (a row read from PostgreSQL) or a string; it
 * leaves as that one form, so the dashboard reads every moment the same way. Calendar days (a billing
 * date, a booked date) are not moments: they stay 'YYYY-MM-DD' strings.
 */
export const timestamp = z.coerce
  .date<Date | string>()
  .transform((at) => at.toISOString())
  .pipe(z.iso.datetime());
export type Timestamp = z.infer<typeof timestamp>;
