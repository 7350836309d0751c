import { bookingRepository } from './booking-repository.ts';

/** Bookings as the calendar, its feed and tasks read them. */
export const bookingExists = bookingRepository.exists;
export const bookingsBetween = bookingRepository.between;
export const bookingStoreName = bookingRepository.storeName;
/** A booking by its id or its service order's id, with its order's status and buyer (the public booking page). */
export const findBooking = bookingRepository.find;
/** Moves a booking to another time, in the caller's transaction (the buyer's reschedule). */
export const moveBooking = bookingRepository.move;
