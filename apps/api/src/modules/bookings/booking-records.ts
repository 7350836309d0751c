import { bookingRepository } from './booking-repository.ts';

/** Bookings as the calendar, its feed and tasks read them. */
export const bookingExists = bookingRepository.exists;
export const bookingsBetween = bookingRepository.between;
export const bookingStoreName = bookingRepository.storeName;
