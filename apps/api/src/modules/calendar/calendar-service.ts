import {
  type CalendarData,
  type CalendarEntry,
  type CalendarEntryCreate,
  calendarMessages,
  type CalendarQuery,
  instantOf,
} from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { bookingExists, bookingsBetween, type BookingsContext, withMeetingLink } from '../bookings/index.ts';
import { addDays, utcDay, utcDayStart } from '../dashboard/index.ts';
import { byStart, fromBooking, fromOwnEntry, type TimedEntry } from './calendar-entries.ts';
import { calendarRepository } from './calendar-repository.ts';
import { isUuid } from '../../lib/db/query-input.ts';

const DAY_MS = 86_400_000;
const DEFAULT_DAYS = 30;

/** The merchant's entries and bookings (with their meeting links) overlapping [from, to), by start. */
export async function entriesBetween(
  ctx: BookingsContext,
  merchantId: string,
  from: Date,
  to: Date,
): Promise<TimedEntry[]> {
  // Booking days are wall-clock days; a day either side covers any time-zone offset.
  const [own, booked] = await Promise.all([
    calendarRepository.overlapping(ctx.db, merchantId, from, to),
    bookingsBetween(ctx.db, merchantId, addDays(utcDay(from), -1), addDays(utcDay(to), 1)),
  ]);
  const bookings = (await Promise.all(booked.map((row) => withMeetingLink(ctx, row))))
    .map(fromBooking)
    .filter((item) => item.start < to && item.end > from);
  return [...own.map(fromOwnEntry), ...bookings].sort(byStart);
}

/** [from, to): a date-only `to` includes its day; one side missing is DEFAULT_DAYS from the other; none: from today. */
function resolveWindow(query: CalendarQuery, now = new Date()): { from: Date; to: Date } {
  const toOf = (value: string) => new Date(instantOf(value).getTime() + (value.length === 10 ? DAY_MS : 0));
  const from = query.from
    ? instantOf(query.from)
    : query.to
      ? new Date(toOf(query.to).getTime() - DEFAULT_DAYS * DAY_MS)
      : utcDayStart(utcDay(now));
  const to = query.to ? toOf(query.to) : new Date(from.getTime() + DEFAULT_DAYS * DAY_MS);
  if (to <= from)
    throw badRequest(calendarMessages.fromAfterTo, [
      { path: 'querystring.from', message: calendarMessages.fromAfterTo },
    ]);
  return { from, to };
}

/** GET /v1/calendar */
export async function listCalendar(
  ctx: BookingsContext,
  merchantId: string,
  query: CalendarQuery,
): Promise<CalendarData> {
  const { from, to } = resolveWindow(query);
  const items = await entriesBetween(ctx, merchantId, from, to);
  return { from: from.toISOString(), to: to.toISOString(), entries: items.map((item) => item.entry) };
}

/** POST /v1/calendar/create: all-day entries run from 00:00 UTC of `start` to the end of `end`'s day. */
export async function createEntry(
  ctx: BookingsContext,
  merchantId: string,
  body: CalendarEntryCreate,
  db: Executor = ctx.db,
): Promise<CalendarEntry> {
  const [startsAt, endsAt] = body.allDay
    ? [utcDayStart(body.start.slice(0, 10)), utcDayStart(addDays(body.end.slice(0, 10), 1))]
    : [instantOf(body.start), instantOf(body.end)];
  const row = await calendarRepository.insert(db, {
    merchantId,
    title: body.title,
    note: body.note || null,
    location: body.location || null,
    startsAt,
    endsAt,
    allDay: body.allDay,
  });
  return fromOwnEntry(row).entry;
}

/** DELETE /v1/calendar/delete/{id}: only the merchant's own entries; their bookings are refused with a reason. */
export async function deleteEntry(
  ctx: BookingsContext,
  merchantId: string,
  id: string,
): Promise<CalendarEntry> {
  const deleted = isUuid(id) ? await calendarRepository.delete(ctx.db, merchantId, id) : undefined;
  if (deleted) return fromOwnEntry(deleted).entry;
  if (isUuid(id) && (await bookingExists(ctx.db, merchantId, id))) {
    throw new AppError('CONFLICT', calendarMessages.bookingNotDeletable);
  }
  throw new AppError('NOT_FOUND', calendarMessages.notFound);
}
