import type { CalendarEntry } from '@oja/contracts';
import {
  addDays,
  addMonths,
  addWeeks,
  format,
  isSameDay,
  isSameMonth,
  startOfMonth,
  startOfWeek,
} from 'date-fns';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ListLoadFailedBanner } from '@/components/data-table/list-load-failed';
import { useListLoad } from '@/components/data-table/use-list-load';
import { monthGrid } from '@/components/date-range-picker/date-range-utils';
import { Button } from '@/components/ui/button';
import { formatLocalIsoDate } from '@/lib/dates';
import { cn } from '@/lib/cn';
import { useCalendar } from '../api/calendar';
import { EntryItem } from './calendar-entry-item';
import { CreateEntryDialog } from './create-entry-dialog';

type View = 'month' | 'week';

const entryDay = (entry: CalendarEntry) =>
  new Date(entry.allDay ? `${entry.start.slice(0, 10)}T00:00:00` : entry.start);

/** Month and week views of own entries and bookings; bookings carry their meeting link. */
export function CalendarBoard() {
  const [view, setView] = useState<View>('month');
  const [anchor, setAnchor] = useState(() => new Date());
  // /calendar?open=new-entry (the command palette's 'New booking') opens with the new-entry dialog.
  const [searchParams] = useSearchParams();
  const [adding, setAdding] = useState(() => searchParams.get('open') === 'new-entry');
  const days =
    view === 'month'
      ? monthGrid(startOfMonth(anchor), 'sun')
      : Array.from({ length: 7 }, (_, i) => addDays(startOfWeek(anchor), i));
  const from = formatLocalIsoDate(days[0]);
  const to = formatLocalIsoDate(days[days.length - 1]);
  const calendar = useListLoad(useCalendar(from, to), 'your calendar');
  const data = calendar.data;
  const entries = data?.entries ?? [];
  const step = (n: number) => setAnchor(view === 'month' ? addMonths(anchor, n) : addWeeks(anchor, n));
  const title = view === 'month' ? format(anchor, 'MMMM yyyy') : `Week of ${format(days[0]!, 'd MMM yyyy')}`;

  return (
    <section
      aria-labelledby="calendar-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <Button variant="ghost" size="icon" aria-label="Previous" onClick={() => step(-1)}>
          <ChevronLeft aria-hidden="true" className="size-5" />
        </Button>
        <h2 id="calendar-title" className="min-w-40 text-lg font-semibold text-slate-900">
          {title}
        </h2>
        <Button variant="ghost" size="icon" aria-label="Next" onClick={() => step(1)}>
          <ChevronRight aria-hidden="true" className="size-5" />
        </Button>
        <div className="ml-auto flex gap-2" role="group" aria-label="View">
          {(['month', 'week'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'primary' : 'secondary'}
              size="sm"
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {v === 'month' ? 'Month' : 'Week'}
            </Button>
          ))}
          <Button size="sm" onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add entry
          </Button>
        </div>
      </div>
      {calendar.failure ? <ListLoadFailedBanner failure={calendar.failure} className="mb-4" /> : null}
      {view === 'month' ? (
        <div
          aria-hidden="true"
          className="mb-1 hidden grid-cols-7 text-center text-xs font-semibold text-slate-600 sm:grid"
        >
          {['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].map((d) => (
            <span key={d}>{d}</span>
          ))}
        </div>
      ) : null}
      <ol
        className={cn(
          'grid gap-px overflow-hidden rounded-lg border border-slate-200 bg-slate-200',
          'grid-cols-1 sm:grid-cols-7',
        )}
      >
        {days.map((day) => {
          const items = entries.filter((e) => isSameDay(entryDay(e), day));
          const muted = view === 'month' && !isSameMonth(day, anchor);
          if (muted && !items.length)
            return (
              <li
                key={day.toISOString()}
                aria-hidden="true"
                className="hidden min-h-24 bg-slate-50 sm:block"
              />
            );
          return (
            <li
              key={day.toISOString()}
              className={cn(
                'min-h-24 bg-white p-1.5',
                muted && 'bg-slate-50',
                !items.length && 'hidden sm:block',
                view === 'week' && 'sm:min-h-64',
              )}
            >
              <p
                className={cn(
                  'mb-1 text-xs font-medium text-slate-700',
                  isSameDay(day, new Date()) && 'text-brand-700',
                )}
              >
                {format(day, view === 'week' ? 'EEE d' : 'd')}
                <span className="sm:hidden">{format(day, ' MMM, EEEE')}</span>
              </p>
              <ul className="flex flex-col gap-1">
                {items.map((entry) => (
                  <EntryItem key={`${entry.type}-${entry.id}`} entry={entry} />
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
      {!entries.length ? (
        <p className="py-6 text-center text-sm text-slate-600 sm:hidden">Nothing scheduled in this period</p>
      ) : null}
      <CreateEntryDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
