import { addBusinessDays, businessDay, businessInstant } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import type { StoredScheduleSlot } from '../../db/schema/index.ts';
import { checkoutRepository } from './checkout-repository.ts';
import { bookedSlot, hhmm, minutesOf, slotFor, weekdayOf } from './slot-rules.ts';

/** What availability needs of a service: its weekly schedule, duration and buffer. */
export interface BookableService {
  id: string;
  availableSchedule: readonly StoredScheduleSlot[];
  durationMinutes: number;
  bufferMinutes: number;
}

type Hours = { startHour: string; endHour: string };
type Slot = Hours & { bookedDate: string };

/** Whether a booking's time, widened by the buffer, overlaps another booking's time on the same day. */
const clashes = (taken: Slot, other: Slot) =>
  other.bookedDate === taken.bookedDate && other.startHour < taken.endHour && other.endHour > taken.startHour;

export type SlotCheck =
  | { ok: true; hours: Hours; scheduleSlot: StoredScheduleSlot }
  | { ok: false; reason: 'pastMidnight' | 'outsideSchedule' | 'taken' };

/**
 * The one rule of which times a buyer may book (checkout, and a buyer moving a booking): the service's
 * duration must end by midnight, the whole booking must fall in a slot of that weekday's schedule, and the
 * booking widened by the buffer must overlap no live booking of the service (a cancelled order's holds no
 * time; `exceptBookingId` is the booking being moved, which does not block itself). Run it with the service
 * row locked (`checkoutRepository.lockService`) so that two buyers can never both get the same time.
 */
export async function checkSlot(
  db: Executor,
  merchantId: string,
  service: BookableService,
  at: { bookedDate: string; startHour: string },
  exceptBookingId?: string,
): Promise<SlotCheck> {
  const booked = bookedSlot(at.startHour, service);
  if (!booked) return { ok: false, reason: 'pastMidnight' };
  const hours = { startHour: booked.startHour, endHour: booked.endHour };
  const scheduleSlot = slotFor(service.availableSchedule, { bookedDate: at.bookedDate, ...hours });
  if (!scheduleSlot) return { ok: false, reason: 'outsideSchedule' };
  const taken = { bookedDate: at.bookedDate, ...booked.buffered };
  const others = await checkoutRepository.liveBookings(
    db,
    merchantId,
    service.id,
    [at.bookedDate, at.bookedDate],
    exceptBookingId,
  );
  if (others.some((other) => clashes(taken, other))) return { ok: false, reason: 'taken' };
  return { ok: true, hours, scheduleSlot };
}

/** A time a buyer may book: its day, hours and where it takes place. */
export interface FreeSlot extends Slot {
  location: StoredScheduleSlot['location'];
}

/** Which free times to list: `days` business days from `from`'s, none starting before `notBefore`. */
export interface FreeSlotWindow {
  from: Date;
  days: number;
  notBefore: Date;
  /** A booking being moved, which does not block its own time. */
  exceptBookingId?: string;
}

/**
 * The free times of a service in a window, by the rule of `checkSlot`: each schedule slot of a day offers
 * a start every duration plus buffer from its opening, and a start is free when checkSlot would take it.
 * One read of the service's live bookings (unlocked: the list is advice; a booking re-checks under the lock).
 */
export async function freeSlots(
  db: Executor,
  merchantId: string,
  service: BookableService,
  window: FreeSlotWindow,
): Promise<FreeSlot[]> {
  const { days, notBefore } = window;
  const first = businessDay(window.from);
  const others = await checkoutRepository.liveBookings(
    db,
    merchantId,
    service.id,
    [first, addBusinessDays(first, days - 1)],
    window.exceptBookingId,
  );
  const free: FreeSlot[] = [];
  for (let d = 0; d < days; d++) {
    const bookedDate = addBusinessDays(first, d);
    const open = service.availableSchedule.filter((s) => s.day.toLowerCase() === weekdayOf(bookedDate));
    for (const scheduleSlot of open) {
      const step = service.durationMinutes + service.bufferMinutes;
      for (let start = minutesOf(scheduleSlot.start); ; start += step) {
        const booked = bookedSlot(hhmm(start), service);
        if (!booked || minutesOf(booked.endHour) > minutesOf(scheduleSlot.end)) break;
        if (businessInstant(bookedDate, booked.startHour) < notBefore) continue;
        const taken = { bookedDate, ...booked.buffered };
        if (others.some((other) => clashes(taken, other))) continue;
        free.push({
          bookedDate,
          startHour: booked.startHour,
          endHour: booked.endHour,
          location: scheduleSlot.location,
        });
      }
    }
  }
  return free.sort((a, b) => (a.bookedDate + a.startHour).localeCompare(b.bookedDate + b.startHour));
}
