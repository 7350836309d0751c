import { z } from 'zod';
import { timestamp } from './timestamp.ts';
import { multiLineText, singleLineText } from './text.ts';
import { isoDay } from './dashboard.ts';
import { pageQuery } from './pagination.ts';
import { bookingMessages, CALENDAR_MAX_DAYS, calendarMessages } from './calendar-messages.ts';

/**
 * Bookings and the calendar (docs/product/services.md#calendar). Bookings come from service orders; an online booking carries a
 * meeting link. Calendar entries are the merchant's own plus every booking (read-only). Booking hours are
 * wall-clock times on the business clock, BUSINESS_TIME_ZONE (business-time.ts); the calendar and the iCalendar
 * feed give instants in UTC.
 */
export {
  bookingMessages,
  CALENDAR_MAX_DAYS,
  calendarMessages,
  FEED_FUTURE_DAYS,
  FEED_PAST_DAYS,
  MEETING_OPENS_MINUTES_BEFORE,
} from './calendar-messages.ts';

// ── Bookings ──────────────────────────────────────────────────────────────────

/** GET /v1/bookings/seller: one day's bookings (by start hour), or all of them, latest day first. */
export const sellerBookingsQuery = pageQuery.extend({ bookedDate: isoDay.optional() });
export type SellerBookingsQuery = z.infer<typeof sellerBookingsQuery>;

/** docs/product/services.md#bookings booking (name, bookedDate, orderId, description, startHour, endHour) with its order and buyer. */
export const sellerBooking = z.object({
  id: z.string(),
  name: z.string(),
  bookedDate: z.string(),
  orderId: z.string(),
  orderReference: z.string(),
  orderStatus: z.string(),
  description: z.string(),
  startHour: z.string(),
  endHour: z.string(),
  /** The booking's start and end as UTC instants. */
  start: timestamp,
  end: timestamp,
  location: z.string().nullable(),
  meetingLink: z.string().nullable(),
  email: z.string(),
  buyerName: z.string(),
  phone: z.string(),
});
export type SellerBooking = z.infer<typeof sellerBooking>;

/** POST /v1/bookings/email: the booking's id (its service order's id is accepted too). */
export const bookingEmailBody = z.object({
  bookingId: singleLineText().trim().min(1, 'Choose a booking').max(64),
});
export type BookingEmailBody = z.infer<typeof bookingEmailBody>;

/** GET /v1/meet/{roomId}: a path segment of the room's link, e.g. 'abcde-fghij-klmno-pqrst-uvwxy-z'. */
export const meetingRoomParams = z.object({
  roomId: z.string().regex(/^[a-z2-7]{5}(?:-[a-z2-7]{1,5}){5}$/, bookingMessages.roomNotFound),
});

/**
 * GET /v1/meet/{roomId} (public: the link is the key, 130 random bits): what the waiting room shows —
 * the booking's title and hours, the provider expected, and the server's clock for the countdown.
 * The buyer's contact details are never part of it.
 */
export const meetingRoom = z.object({
  roomId: z.string(),
  title: z.string(),
  merchantName: z.string(),
  bookedDate: z.string(),
  startHour: z.string(),
  endHour: z.string(),
  start: timestamp,
  end: timestamp,
  /** The room opens this many minutes before the start. */
  opensMinutesBefore: z.number().int(),
  serverTime: timestamp,
  /** 'cancelled' when the booking's order was cancelled or never paid. */
  state: z.enum(['waiting', 'open', 'ended', 'cancelled']),
});
export type MeetingRoom = z.infer<typeof meetingRoom>;

// ── Calendar ──────────────────────────────────────────────────────────────────

const dateOrDateTime = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: calendarMessages.dateTime,
});
const isDateOnly = (value: string) => value.length === 10;

/** A date-only value is midnight UTC; a date-time keeps its own offset. */
export const instantOf = (value: string) => new Date(isDateOnly(value) ? `${value}T00:00:00Z` : value);

/**
 * POST /v1/calendar/create. Timed entries need `end` after `start`. All-day entries use the dates only
 * (of date-times, the date as written) and `end` is their last day, on or after `start`.
 */
export const calendarEntryCreate = z
  .object({
    title: singleLineText()
      .trim()
      .min(1, calendarMessages.titleRequired)
      .max(200, 'The title must be at most 200 characters'),
    start: dateOrDateTime,
    end: dateOrDateTime,
    allDay: z.boolean().default(false),
    note: multiLineText().trim().max(2000, 'The note must be at most 2000 characters').optional(),
    location: singleLineText().trim().max(300, 'The location must be at most 300 characters').optional(),
  })
  .superRefine((body, ctx) => {
    const ordered = body.allDay
      ? body.end.slice(0, 10) >= body.start.slice(0, 10)
      : instantOf(body.end).getTime() > instantOf(body.start).getTime();
    if (!ordered) ctx.addIssue({ code: 'custom', path: ['end'], message: calendarMessages.endAfterStart });
  });
export type CalendarEntryCreate = z.infer<typeof calendarEntryCreate>;

/** GET /v1/calendar: what overlaps [from, to]; a date-only `to` includes that whole day. Default: 30 days from today. */
export const calendarQuery = z
  .object({ from: dateOrDateTime.optional(), to: dateOrDateTime.optional() })
  .superRefine((q, ctx) => {
    if (!q.from || !q.to) return;
    const from = instantOf(q.from).getTime();
    const to = instantOf(q.to).getTime() + (isDateOnly(q.to) ? 86_400_000 : 0);
    if (to <= from) ctx.addIssue({ code: 'custom', path: ['from'], message: calendarMessages.fromAfterTo });
    else if (to - from > CALENDAR_MAX_DAYS * 86_400_000) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: calendarMessages.rangeTooLong });
    }
  });
export type CalendarQuery = z.infer<typeof calendarQuery>;

/**
 * One calendar item. Own entries have type 'entry'; bookings have type 'booking', are read-only and carry
 * the booking and order ids, the buyer's email and the meeting link. Timed items give UTC instants;
 * all-day items give dates, `end` being the last day.
 */
export const calendarEntry = z.object({
  id: z.string(),
  type: z.enum(['entry', 'booking']),
  title: z.string(),
  note: z.string().nullable(),
  location: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  readOnly: z.boolean(),
  meetingLink: z.string().nullable(),
  bookingId: z.string().nullable(),
  orderId: z.string().nullable(),
  buyerEmail: z.string().nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntry>;

export const calendarData = z.object({ from: timestamp, to: timestamp, entries: z.array(calendarEntry) });
export type CalendarData = z.infer<typeof calendarData>;

/** GET /v1/calendar/feed-url: the private iCalendar address to subscribe to from Google or Apple calendars. */
export const calendarFeedUrl = z.object({ url: z.string(), webcalUrl: z.string(), createdAt: timestamp });
export type CalendarFeedUrl = z.infer<typeof calendarFeedUrl>;
