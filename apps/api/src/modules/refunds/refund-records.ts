import { refundRepository } from './refund-repository.ts';

/** An order's timeline entries for the modules that change orders on the buyer's behalf (the booking page). */
export const addOrderTimeline = refundRepository.addTimeline;
