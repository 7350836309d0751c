import { type ScheduleSlot, WEEK_DAYS } from '@oja/contracts';
import { MapPin, Video } from 'lucide-react';
import { dayLabel } from './service-list-rules';

/** The weekly availability, day by day, with each slot's hours and location. */
export function ServiceSchedule({ slots }: { slots: readonly ScheduleSlot[] }) {
  return (
    <dl className="divide-y divide-slate-100">
      {WEEK_DAYS.map((day) => {
        const ofDay = slots.filter((slot) => slot.day === day).sort((a, b) => a.start.localeCompare(b.start));
        return (
          <div
            key={day}
            className="grid grid-cols-1 gap-2 py-3 first:pt-0 last:pb-0 sm:grid-cols-[8rem_minmax(0,1fr)]"
          >
            <dt className="text-sm font-medium text-slate-900">{dayLabel(day)}</dt>
            <dd className="flex flex-col gap-1.5 text-sm text-slate-700">
              {ofDay.length === 0 ? <span className="text-slate-600">Unavailable</span> : null}
              {ofDay.map((slot) => (
                <span
                  key={`${slot.start}-${slot.end}`}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1"
                >
                  <span className="font-medium tabular-nums">
                    {slot.start}–{slot.end}
                  </span>
                  {slot.location.type === 'online' ? (
                    <span className="inline-flex items-center gap-1 text-slate-600">
                      <Video aria-hidden="true" className="size-3.5" />
                      Online
                    </span>
                  ) : (
                    <span className="inline-flex min-w-0 items-center gap-1 text-slate-600">
                      <MapPin aria-hidden="true" className="size-3.5 shrink-0" />
                      <span className="break-words">{slot.location.address}</span>
                    </span>
                  )}
                </span>
              ))}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
