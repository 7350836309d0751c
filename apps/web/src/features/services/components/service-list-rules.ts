import { type ScheduleSlot, WEEK_DAYS } from '@oja/contracts';

export const dayLabel = (day: string) => `${day.charAt(0).toUpperCase()}${day.slice(1)}`;

/** 'Mon, Wed · 3 slots' — the days a service is open and how many weekly slots it has. */
export const availabilitySummary = (slots: readonly ScheduleSlot[]) => {
  if (slots.length === 0) return 'No slots yet';
  const days = WEEK_DAYS.filter((day) => slots.some((slot) => slot.day === day)).map((day) =>
    dayLabel(day).slice(0, 3),
  );
  return `${days.join(', ')} · ${slots.length} slot${slots.length === 1 ? '' : 's'}`;
};
