import type { CalendarEntry } from '@oja/contracts';
import { addDays, utcDay } from '../dashboard/index.ts';
import { bookingInterval, type BookingView } from '../bookings/index.ts';
import type { CalendarEntryRow } from './calendar-repository.ts';

/** An item of the calendar with its instants, to filter and sort by. */
export interface TimedEntry {
  entry: CalendarEntry;
  start: Date;
  end: Date;
}

export function fromOwnEntry(row: CalendarEntryRow): TimedEntry {
  const entry: CalendarEntry = {
    id: row.id,
    type: 'entry',
    title: row.title,
    note: row.note,
    location: row.location,
    start: row.allDay ? utcDay(row.startsAt) : row.startsAt.toISOString(),
    end: row.allDay ? addDays(utcDay(row.endsAt), -1) : row.endsAt.toISOString(),
    allDay: row.allDay,
    readOnly: false,
    meetingLink: null,
    bookingId: null,
    orderId: null,
    buyerEmail: null,
  };
  return { entry, start: row.startsAt, end: row.endsAt };
}

export function fromBooking(row: BookingView): TimedEntry {
  const { start, end } = bookingInterval(row);
  const entry: CalendarEntry = {
    id: row.id,
    type: 'booking',
    title: `${row.name} — ${row.buyerName}`,
    note: row.description || null,
    location: row.location,
    start: start.toISOString(),
    end: end.toISOString(),
    allDay: false,
    readOnly: true,
    meetingLink: row.meetingLink,
    bookingId: row.id,
    orderId: row.orderId,
    buyerEmail: row.email,
  };
  return { entry, start, end };
}

export const byStart = (a: TimedEntry, b: TimedEntry) =>
  a.start.getTime() - b.start.getTime() ||
  a.end.getTime() - b.end.getTime() ||
  a.entry.id.localeCompare(b.entry.id);
