// What other modules may use of bookings; everything else in the folder is its own.
export type { BookingsContext } from './booking-context.ts';
export { bookingExists, bookingsBetween, bookingStoreName, findBooking } from './booking-records.ts';
export type { BookingView } from './booking-repository.ts';
export { meetingLinkOf, withMeetingLink } from './booking-service.ts';
export { bookingInterval } from './booking-times.ts';
