// Plain values and functions, no zod: the dashboard's date code loads them without the schemas.

/**
 * Where Oja's merchants do business. A day (a report's range, "today", a booking's date) and a booking's
 * hours are read on this clock, whatever the zone of the server or of the merchant's device, so that the
 * API and the dashboard agree on which day an order belongs to. Nigeria keeps UTC+1 all year.
 */
export const BUSINESS_TIME_ZONE = 'Africa/Lagos';

const DAY_MS = 86_400_000;

const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The business clock's reading at `at`: year, month (1–12), day, hour, minute, second. */
function wallClockAt(at: Date) {
  const parts = wallClock.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The business day (YYYY-MM-DD) an instant falls on; today by default. */
export function businessDay(at: Date = new Date()): string {
  const { year, month, day } = wallClockAt(at);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/** A day (YYYY-MM-DD) `days` later (or earlier, when negative): calendar arithmetic on the date alone. */
export function addBusinessDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How far the business clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: Date): number {
  const c = wallClockAt(at);
  const wall = Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second);
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a business day's wall-clock time HH:MM ('24:00' is the next midnight); 00:00 by default. */
export function businessInstant(day: string, hhmm = '00:00'): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, date, hour, minute);
  const first = wall - offsetAt(new Date(wall));
  // Were the zone ever to change its offset, the offset at the guess could differ from the one at the answer.
  return new Date(wall - offsetAt(new Date(first)));
}
