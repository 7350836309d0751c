import { type BookingRules, bookingChangeMessages as say } from '@oja/contracts';
import type { BookingView } from './booking-repository.ts';
import { bookingInterval } from './booking-times.ts';

export type BookingChange = 'reschedule' | 'cancel';

const HOUR_MS = 3_600_000;

/**
 * Why the buyer may not make this change of the booking now, in plain words, or undefined when the
 * merchant's rules allow it. The one check of the booking page (which offers only what passes) and of its
 * POST routes (which refuse the same way, under the order's lock).
 */
export function changeRefusal(
  booking: Pick<
    BookingView,
    'orderStatus' | 'paymentStatus' | 'bookedDate' | 'startHour' | 'endHour' | 'rescheduleCount'
  >,
  rules: BookingRules,
  change: BookingChange,
  now: Date,
): string | undefined {
  if (booking.orderStatus === 'CANCELLED') return say.cancelled;
  if (booking.orderStatus === 'DELIVERED') return say.done;
  const { start } = bookingInterval(booking);
  if (start.getTime() <= now.getTime()) return say.past;
  if (booking.paymentStatus === 'partially_paid') return say.depositOnly;
  const [allowed, noticeHours] =
    change === 'reschedule'
      ? [rules.rescheduleAllowed, rules.rescheduleNoticeHours]
      : [rules.cancelAllowed, rules.cancelNoticeHours];
  if (!allowed) return change === 'reschedule' ? say.rescheduleOff : say.cancelOff;
  if (start.getTime() - now.getTime() < noticeHours * HOUR_MS)
    return say.tooLate(noticeHours, change === 'reschedule' ? 'rescheduled' : 'cancelled');
  if (change === 'reschedule' && booking.rescheduleCount >= rules.maxReschedules)
    return say.tooMany(rules.maxReschedules);
  return undefined;
}
