import { businessInstant } from '@oja/contracts';

/** A booking's start and end as instants. */
export const bookingInterval = (booking: { bookedDate: string; startHour: string; endHour: string }) => ({
  start: businessInstant(booking.bookedDate, booking.startHour),
  end: businessInstant(booking.bookedDate, booking.endHour),
});

/** docs/product/interface.md#formats 'dd MMMM yyyy', e.g. '05 March 2026'. */
export function longDate(date: string): string {
  const at = new Date(`${date}T00:00:00Z`);
  const month = at.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
  return `${date.slice(8, 10)} ${month} ${date.slice(0, 4)}`;
}
