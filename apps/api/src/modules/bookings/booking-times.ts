import { BOOKING_TIME_ZONE } from '@oja/contracts';

/** How far `timeZone`'s wall clock is ahead of UTC at `at`, in ms. */
function offsetAt(timeZone: string, at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)!.value);
  const wall = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The instant of a wall-clock date and HH:MM ('24:00' is the next midnight) in `timeZone`. */
export function zonedInstant(date: string, hhmm: string, timeZone = BOOKING_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  const first = wall - offsetAt(timeZone, new Date(wall));
  // Around a daylight-saving change the offset at the guess may differ from the offset at the answer.
  const second = wall - offsetAt(timeZone, new Date(first));
  return new Date(second);
}

/** A booking's start and end as instants. */
export const bookingInterval = (booking: { bookedDate: string; startHour: string; endHour: string }) => ({
  start: zonedInstant(booking.bookedDate, booking.startHour),
  end: zonedInstant(booking.bookedDate, booking.endHour),
});

/** SPEC §9 'dd MMMM yyyy', e.g. '05 March 2026'. */
export function longDate(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const month = at.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${date.slice(8, 10)} ${month} ${date.slice(0, 4)}`;
}
