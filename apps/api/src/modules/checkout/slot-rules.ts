import type { StoredScheduleSlot } from '../../db/schema/index.ts';

const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** HH:MM of minutes since midnight ('24:00' at the end of the day). */
export const hhmm = (total: number) =>
  `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/**
 * The slot a booking takes: its start, and its end after the service's duration. Undefined when the
 * duration would carry it past midnight. The buffered slot widens it by the service's buffer on both
 * sides (clamped to the day): no other booking of the service may overlap that.
 */
export function bookedSlot(startHour: string, service: { durationMinutes: number; bufferMinutes: number }) {
  const start = minutesOf(startHour);
  const end = start + service.durationMinutes;
  if (end > 24 * 60) return undefined;
  return {
    startHour,
    endHour: hhmm(end),
    buffered: {
      startHour: hhmm(Math.max(0, start - service.bufferMinutes)),
      endHour: hhmm(Math.min(24 * 60, end + service.bufferMinutes)),
    },
  };
}

/** The weekday of a YYYY-MM-DD date, as the schedule names it ('monday' …). */
export const weekdayOf = (date: string) => DAYS[new Date(`${date}T00:00:00Z`).getUTCDay()]!;

/** YYYY-MM-DD of `now` shifted by `days` (UTC). */
export const isoDate = (now: Date, days = 0) =>
  new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);

/** The schedule slot of that weekday that holds the whole booking, if any. */
export function slotFor(
  schedule: readonly StoredScheduleSlot[],
  booking: { bookedDate: string; startHour: string; endHour: string },
): StoredScheduleSlot | undefined {
  const day = weekdayOf(booking.bookedDate);
  const [start, end] = [minutesOf(booking.startHour), minutesOf(booking.endHour)];
  return schedule.find(
    (slot) => slot.day.toLowerCase() === day && minutesOf(slot.start) <= start && end <= minutesOf(slot.end),
  );
}

export const locationOf = (slot: StoredScheduleSlot) =>
  slot.location.type === 'online' ? 'online' : slot.location.address;
