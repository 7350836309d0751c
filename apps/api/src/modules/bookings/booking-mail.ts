import { BUSINESS_TIME_ZONE } from '@oja/contracts';
import type { BookingView } from './booking-repository.ts';
import { longDate } from './booking-times.ts';

/** The buyer's copy of a booking: what, when (in the providers' time zone), where, and the meeting link. */
export function bookingMessage(row: BookingView, storeName: string): { subject: string; text: string } {
  const lines = [
    `Hello ${row.buyerName},`,
    '',
    `Here are the details of your booking with ${storeName}:`,
    `  Service: ${row.name}`,
    `  Date: ${longDate(row.bookedDate)}`,
    `  Time: ${row.startHour}–${row.endHour} (${BUSINESS_TIME_ZONE} time)`,
  ];
  if (row.location) lines.push(`  Location: ${row.location}`);
  if (row.meetingLink) lines.push(`  Meeting link: ${row.meetingLink}`);
  if (row.description) lines.push(`  Notes: ${row.description}`);
  lines.push(`  Order: ${row.orderReference}`);
  if (row.meetingLink) lines.push('', 'Join the meeting from the link above at the booked time.');
  return { subject: `Your booking: ${row.name} on ${longDate(row.bookedDate)}`, text: lines.join('\n') };
}
