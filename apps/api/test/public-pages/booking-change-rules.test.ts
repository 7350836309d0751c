import {
  addBusinessDays,
  bookingChangeMessages as say,
  businessDay,
  DEFAULT_BOOKING_RULES,
} from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { changeRefusal } from '../../src/modules/bookings/index.ts';

const now = new Date('2026-12-01T08:00:00Z'); // 09:00 in Lagos
const today = businessDay(now);
type Booking = Parameters<typeof changeRefusal>[0];
const booking = (overrides: Partial<Booking> = {}): Booking => ({
  orderStatus: 'NEW',
  paymentStatus: 'paid',
  bookedDate: addBusinessDays(today, 3),
  startHour: '10:00',
  endHour: '11:00',
  rescheduleCount: 0,
  ...overrides,
});
const rules = DEFAULT_BOOKING_RULES;

/** The one check of the booking page and its POST routes: each refusal in the words the buyer reads. */
describe('changeRefusal', () => {
  it('allows both changes inside the rules', () => {
    expect(changeRefusal(booking(), rules, 'reschedule', now)).toBeUndefined();
    expect(changeRefusal(booking(), rules, 'cancel', now)).toBeUndefined();
  });

  it('refuses a booking that is cancelled, done, begun or only part paid, whatever the rules', () => {
    const cases: [Booking, string][] = [
      [booking({ orderStatus: 'CANCELLED' }), say.cancelled],
      [booking({ orderStatus: 'DELIVERED' }), say.done],
      [booking({ bookedDate: today, startHour: '09:00' }), say.past],
      [booking({ paymentStatus: 'partially_paid' }), say.depositOnly],
    ];
    for (const [b, message] of cases) {
      expect(changeRefusal(b, rules, 'reschedule', now)).toBe(message);
      expect(changeRefusal(b, rules, 'cancel', now)).toBe(message);
    }
  });

  it('holds each change to its own switch, notice and count', () => {
    expect(changeRefusal(booking(), { ...rules, rescheduleAllowed: false }, 'reschedule', now)).toBe(
      say.rescheduleOff,
    );
    expect(changeRefusal(booking(), { ...rules, rescheduleAllowed: false }, 'cancel', now)).toBeUndefined();
    expect(changeRefusal(booking(), { ...rules, cancelAllowed: false }, 'cancel', now)).toBe(say.cancelOff);
    // 10:00 tomorrow in Lagos is 25 hours away: inside a 24-hour notice, outside a 26-hour one.
    const tomorrow = booking({ bookedDate: addBusinessDays(today, 1) });
    expect(changeRefusal(tomorrow, rules, 'cancel', now)).toBeUndefined();
    expect(changeRefusal(tomorrow, { ...rules, cancelNoticeHours: 26 }, 'cancel', now)).toBe(
      say.tooLate(26, 'cancelled'),
    );
    expect(changeRefusal(booking({ rescheduleCount: 2 }), rules, 'reschedule', now)).toBe(say.tooMany(2));
    expect(changeRefusal(booking({ rescheduleCount: 2 }), rules, 'cancel', now)).toBeUndefined();
  });
});
