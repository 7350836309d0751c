import { format, isSameMonth, setMonth, setYear } from 'date-fns';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { formatDate } from './date-range-text';
import {
  PICK_DELAY_MS,
  YEAR_PAGE,
  inSpan,
  monthGrid,
  sameDay,
  softFill,
  solidFill,
  weekdayLabels,
  yearPage,
  type PrimaryColour,
  type WeekStart,
} from './date-range-utils';

const MONTHS = Array.from({ length: 12 }, (_, i) => format(new Date(2000, i, 1), 'MMMM'));

interface CalendarPanelProps {
  month: Date;
  onMonthChange: (month: Date) => void;
  start: Date | null;
  end: Date | null;
  focused: Date;
  colour: PrimaryColour;
  weekStart?: WeekStart;
  isDisabled: (day: Date) => boolean;
  onPick: (day: Date) => void;
  onKeyNavigate: (event: KeyboardEvent<HTMLButtonElement>, day: Date) => void;
  showPrevious: boolean;
  showNext: boolean;
  onStep: (months: number) => void;
}

/** One month: header with month and year choosers, and the 42-cell day grid. */
export function CalendarPanel(props: CalendarPanelProps) {
  const { month, onMonthChange, start, end, focused, colour, weekStart, isDisabled, onPick } = props;
  const [chooser, setChooser] = useState<'none' | 'month' | 'year'>('none');
  const [yearAnchor, setYearAnchor] = useState(month.getFullYear());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const title = format(month, 'MMMM yyyy');

  // docs/product/interface.md#date-range-picker: month and year pick actions run after 250 ms.
  const pickLater = (next: Date) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setChooser('none');
      onMonthChange(next);
    }, PICK_DELAY_MS);
  };

  return (
    <div className="w-[17rem]" data-testid="calendar-panel">
      <div className="mb-2 flex items-center gap-1">
        {props.showPrevious ? (
          <NavButton label="Previous month" onClick={() => props.onStep(-1)} icon="prev" />
        ) : (
          <span className="size-8" />
        )}
        <div className="flex flex-1 justify-center gap-1">
          <button
            type="button"
            className={headerButton}
            aria-label={`Choose month, ${title}`}
            aria-expanded={chooser === 'month'}
            onClick={() => setChooser(chooser === 'month' ? 'none' : 'month')}
          >
            {format(month, 'MMM')}
          </button>
          <button
            type="button"
            className={headerButton}
            aria-label={`Choose year, ${title}`}
            aria-expanded={chooser === 'year'}
            onClick={() => {
              setYearAnchor(month.getFullYear());
              setChooser(chooser === 'year' ? 'none' : 'year');
            }}
          >
            {format(month, 'yyyy')}
          </button>
        </div>
        {props.showNext ? (
          <NavButton label="Next month" onClick={() => props.onStep(1)} icon="next" />
        ) : (
          <span className="size-8" />
        )}
      </div>
      {chooser === 'month' ? (
        <div className="grid grid-cols-3 gap-1" role="group" aria-label={`Months of ${month.getFullYear()}`}>
          {MONTHS.map((name, index) => (
            <button
              key={name}
              type="button"
              className={chooserButton}
              onClick={() => pickLater(setMonth(month, index))}
            >
              {name.slice(0, 3)}
              <span className="sr-only">{name.slice(3)}</span>
            </button>
          ))}
        </div>
      ) : chooser === 'year' ? (
        <div>
          <div className="mb-1 flex justify-between">
            <NavButton
              label="Previous 12 years"
              onClick={() => setYearAnchor(yearAnchor - YEAR_PAGE)}
              icon="prev"
            />
            <NavButton
              label="Next 12 years"
              onClick={() => setYearAnchor(yearAnchor + YEAR_PAGE)}
              icon="next"
            />
          </div>
          <div className="grid grid-cols-3 gap-1" role="group" aria-label="Years">
            {yearPage(yearAnchor).map((year) => (
              <button
                key={year}
                type="button"
                className={chooserButton}
                onClick={() => pickLater(setYear(month, year))}
              >
                {year}
              </button>
            ))}
          </div>
        </div>
      ) : (
        <table role="grid" aria-label={title} className="w-full border-collapse text-center text-sm">
          <thead>
            <tr>
              {weekdayLabels(weekStart).map((label) => (
                <th key={label} scope="col" className="pb-1 text-xs font-medium text-slate-600">
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {chunk(monthGrid(month, weekStart)).map((week) => (
              <tr key={week[0]!.toISOString()}>
                {week.map((day) => {
                  const inMonth = isSameMonth(day, month);
                  const edge = sameDay(day, start) || sameDay(day, end);
                  const between = inSpan(day, start, end);
                  const disabled = isDisabled(day);
                  return (
                    <td
                      key={day.toISOString()}
                      role="gridcell"
                      aria-selected={inMonth ? edge || between : undefined}
                      className="p-0"
                    >
                      {inMonth ? (
                        <button
                          type="button"
                          data-date={formatDate(day)}
                          tabIndex={sameDay(day, focused) ? 0 : -1}
                          disabled={disabled}
                          aria-label={format(day, 'EEEE, d MMMM yyyy')}
                          aria-pressed={edge || between}
                          onClick={() => onPick(day)}
                          onKeyDown={(event) => props.onKeyNavigate(event, day)}
                          style={edge ? solidFill(colour) : between ? softFill(colour) : undefined}
                          className={cn(
                            'size-9 rounded-md text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-slate-900',
                            'disabled:cursor-not-allowed disabled:text-slate-400 disabled:line-through disabled:hover:bg-transparent',
                          )}
                        >
                          {day.getDate()}
                        </button>
                      ) : (
                        <span aria-hidden="true" className="block size-9 leading-9 text-slate-500">
                          {day.getDate()}
                        </span>
                      )}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

const headerButton =
  'rounded-md px-2 py-1 text-sm font-semibold text-slate-900 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900';
const chooserButton =
  'rounded-md py-2 text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900';

function NavButton({ label, onClick, icon }: { label: string; onClick: () => void; icon: 'prev' | 'next' }) {
  const Icon = icon === 'prev' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="flex size-8 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
    >
      <Icon aria-hidden="true" className="size-4" />
    </button>
  );
}

const chunk = (days: Date[]) =>
  Array.from({ length: days.length / 7 }, (_, i) => days.slice(i * 7, i * 7 + 7));
