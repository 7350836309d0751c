import { BUSINESS_TIME_ZONE } from '@oja/contracts';
import { writeCalendar } from '../../lib/ics-writer.ts';
import type { MailAttachment } from '../../providers/mail/mailer.ts';
import type { BookingView } from './booking-repository.ts';
import { bookingInterval, longDate } from './booking-times.ts';

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

/**
 * The booking as a calendar invitation (RFC 5546 METHOD:REQUEST) that mail clients offer to add: its start
 * and end in UTC, and a UID fixed per booking, so a second email updates the same event instead of adding one.
 * A moved booking's copy carries a higher SEQUENCE (one per move), so the guest's calendar moves the event;
 * a cancelled one is sent as METHOD:CANCEL, one revision later still, which removes it.
 */
export function bookingInvite(
  row: BookingView,
  storeName: string,
  organizerEmail: string,
  stamp = new Date(),
  cancelled = false,
): MailAttachment {
  const method = cancelled ? 'CANCEL' : 'REQUEST';
  const ics = writeCalendar({
    prodId: '-//Oja//Bookings//EN',
    name: storeName,
    stamp,
    method,
    events: [
      {
        uid: `booking-${row.id}@oja`,
        sequence: row.rescheduleCount + (cancelled ? 1 : 0),
        cancelled,
        ...bookingInterval(row),
        summary: `${row.name} with ${storeName}`,
        description: row.description,
        location: row.location ?? row.meetingLink,
        url: row.meetingLink,
        organizer: { name: storeName, email: organizerEmail },
        attendee: { name: row.buyerName, email: row.email },
      },
    ],
  });
  return {
    filename: 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content: Buffer.from(ics, 'utf8'),
  };
}
