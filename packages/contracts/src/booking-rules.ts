import { z } from 'zod';

/**
 * What a buyer may change of a booking on its page (/b/{token}) without asking the merchant
 * (docs/decisions/043-buyer-booking-changes.md): one set of rules per merchant. Notice is in whole hours
 * before the booking's start; a booking can be moved at most `maxReschedules` times.
 */
export const MAX_NOTICE_HOURS = 720;
export const MAX_RESCHEDULES = 10;

export const DEFAULT_BOOKING_RULES = {
  rescheduleAllowed: true,
  rescheduleNoticeHours: 24,
  maxReschedules: 2,
  cancelAllowed: true,
  cancelNoticeHours: 24,
} as const;

const noticeMessage = `The notice must be a whole number of hours from 0 to ${MAX_NOTICE_HOURS}`;
const notice = z
  .number({ error: noticeMessage })
  .int(noticeMessage)
  .min(0, noticeMessage)
  .max(MAX_NOTICE_HOURS, noticeMessage);
const maxMessage = `The number of reschedules must be a whole number from 1 to ${MAX_RESCHEDULES}`;

/** GET/PUT /v1/booking-rules. */
export const bookingRulesSchema = z.object({
  rescheduleAllowed: z.boolean(),
  rescheduleNoticeHours: notice,
  maxReschedules: z
    .number({ error: maxMessage })
    .int(maxMessage)
    .min(1, maxMessage)
    .max(MAX_RESCHEDULES, maxMessage),
  cancelAllowed: z.boolean(),
  cancelNoticeHours: notice,
});
export type BookingRules = z.infer<typeof bookingRulesSchema>;

export const bookingRulesMessages = {
  fetched: 'Booking rules fetched successfully',
  updated: 'Booking rules updated successfully',
} as const;

/** Why the buyer cannot make a change on the booking page; each is shown word for word. */
export const bookingChangeMessages = {
  cancelled: 'This booking is cancelled.',
  past: 'This booking has already started or is over.',
  done: 'This booking is marked as done.',
  depositOnly: 'Part of this booking is still to be paid, so it can only be changed by the seller.',
  rescheduleOff: 'This seller does not take reschedules online.',
  cancelOff: 'This seller does not take cancellations online.',
  tooLate: (hours: number, what: 'rescheduled' | 'cancelled') =>
    `A booking can be ${what} online up to ${hours} hour${hours === 1 ? '' : 's'} before it starts.`,
  tooMany: (max: number) =>
    `This booking has been rescheduled ${max} time${max === 1 ? '' : 's'} already, the most this seller allows online.`,
  slotTaken: 'Someone has just booked that time. Choose another one.',
  chooseSlot: 'Choose one of the free times.',
  noSlots: 'There are no free times in the next days.',
  serviceGone: 'This service is no longer offered, so the booking can only be changed by the seller.',
} as const;

const realDay = (day: string) => {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
};

/** The booking page's reschedule form: the free time picked, as 'YYYY-MM-DDTHH:MM' (West Africa Time). */
export const bookingMoveForm = z
  .object({
    slot: z
      .string({ error: bookingChangeMessages.chooseSlot })
      .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, bookingChangeMessages.chooseSlot)
      .refine((slot) => realDay(slot.slice(0, 10)), bookingChangeMessages.chooseSlot),
  })
  .transform(({ slot }) => ({ bookedDate: slot.slice(0, 10), startHour: slot.slice(11, 16) }));
