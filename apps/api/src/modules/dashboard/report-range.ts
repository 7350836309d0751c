import {
  addBusinessDays,
  businessDay,
  businessInstant,
  daysInRange,
  dashboardMessages,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  type ReportRange,
} from '@oja/contracts';
import { badRequest } from '../../lib/app-error.ts';

/**
 * A report's days are business days (BUSINESS_TIME_ZONE), like the dashboard's "today": an order placed at
 * 00:30 in Lagos belongs to that day, whatever the zone of the server.
 */
export const addDays = addBusinessDays;
/** The instant a business day begins. */
export const dayStart = (day: string) => businessInstant(day);

/** The calendar's all-day entries keep their dates as UTC midnights: YYYY-MM-DD of such an instant. */
export const utcDay = (at: Date) => at.toISOString().slice(0, 10);
/** 00:00 UTC of the day, for the calendar's all-day entries. */
export const utcDayStart = (day: string) => new Date(`${day}T00:00:00Z`);

export const rangeOf = (from: string, to: string): ReportRange => ({ from, to, days: daysInRange(from, to) });

/** The asked range with its defaults: `to` today, `from` REPORT_DEFAULT_DAYS days up to `to`. */
export function resolveRange(query: { from?: string; to?: string }, now = new Date()): ReportRange {
  const to = query.to ?? businessDay(now);
  const from = query.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS);
  if (from > to)
    throw badRequest(dashboardMessages.fromAfterTo, [
      { path: 'querystring.from', message: dashboardMessages.fromAfterTo },
    ]);
  const range = rangeOf(from, to);
  if (range.days > REPORT_MAX_DAYS) {
    throw badRequest(dashboardMessages.rangeTooLong, [
      { path: 'querystring.to', message: dashboardMessages.rangeTooLong },
    ]);
  }
  return range;
}

/** The same number of days right before the range. */
export const previousRange = (range: ReportRange): ReportRange =>
  rangeOf(addDays(range.from, -range.days), addDays(range.from, -1));

/** Without a range: the last 12 months, from the first day of the month 11 months ago up to today. */
export function monthsRange(query: { from?: string; to?: string }, now = new Date()): ReportRange {
  if (query.from || query.to) return resolveRange(query, now);
  const today = businessDay(now);
  const at = new Date(`${today.slice(0, 7)}-01T00:00:00Z`);
  const first = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() - 11, 1));
  return rangeOf(utcDay(first), today);
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const firstOfNextMonth = (day: string) => {
  const at = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  return utcDay(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1)));
};
export const monthOf = firstOfMonth;

/**
 * The whole months inside [from, to] (first days; `to` exclusive), read from the monthly roll-ups, and
 * the days before and after them, read from the daily ones.
 */
export function monthSpans(range: { from: string; to: string }) {
  const first = range.from.endsWith('-01') ? range.from : firstOfNextMonth(range.from);
  const afterTo = addDays(range.to, 1);
  const end = afterTo.endsWith('-01') ? afterTo : firstOfMonth(range.to);
  if (first >= end) return { months: null, days: [range] };
  const days: { from: string; to: string }[] = [];
  if (range.from < first) days.push({ from: range.from, to: addDays(first, -1) });
  if (end <= range.to) days.push({ from: end, to: range.to });
  return { months: { from: first, to: end }, days };
}

/**
 * How a range splits between the roll-ups (whole days before `completeBefore`) and the orders themselves
 * (the rest, usually today). Without roll-ups everything is read from the orders.
 */
export interface RangeParts {
  rolled: { from: string; to: string } | null;
  live: { from: Date; to: Date } | null;
  /** Where the live part starts reading history: the first day not rolled up (null: the beginning). */
  liveHistoryFrom: Date | null;
}

export function splitRange(range: { from: string; to: string }, completeBefore: string | null): RangeParts {
  const liveFromDay = completeBefore && completeBefore > range.from ? completeBefore : range.from;
  const rolledTo = completeBefore
    ? addDays(completeBefore, -1) < range.to
      ? addDays(completeBefore, -1)
      : range.to
    : null;
  return {
    rolled: completeBefore && range.from < completeBefore ? { from: range.from, to: rolledTo! } : null,
    live:
      liveFromDay <= range.to ? { from: dayStart(liveFromDay), to: dayStart(addDays(range.to, 1)) } : null,
    liveHistoryFrom: completeBefore ? dayStart(completeBefore) : null,
  };
}
