// What other modules may use of bookings; everything else in the folder is its own.
export type { BookingsContext } from './booking-context.ts';
export {
  bookingExists,
  bookingsBetween,
  bookingStoreName,
  findBooking,
  moveBooking,
} from './booking-records.ts';
export { bookingInvite, bookingMessage } from './booking-mail.ts';
export { bookingRulesOf } from './booking-rules.ts';
export { type BookingChange, changeRefusal } from './buyer-change-rules.ts';
export type { BookingView } from './booking-repository.ts';
export { meetingLinkOf, withMeetingLink } from './booking-service.ts';
export { bookingInterval, longDate } from './booking-times.ts';
