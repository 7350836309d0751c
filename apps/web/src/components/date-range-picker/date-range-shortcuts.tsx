import type { DateSpan } from './date-range-utils';

interface DateRangeShortcutsProps {
  shortcuts: ReadonlyArray<{ text: string; period: DateSpan }>;
  asSingle: boolean;
  onApply: (span: DateSpan) => void;
}

/** The preset ranges beside the calendars ('Today', 'Last 7 days'…); one click applies it. */
export function DateRangeShortcuts({ shortcuts, asSingle, onApply }: DateRangeShortcutsProps) {
  return (
    <ul
      className="flex flex-wrap gap-1 md:w-36 md:flex-col md:border-r md:border-slate-200 md:pr-3"
      aria-label="Shortcuts"
    >
      {shortcuts.map((shortcut) => (
        <li key={shortcut.text}>
          <button
            type="button"
            onClick={() =>
              onApply(
                asSingle ? { start: shortcut.period.start, end: shortcut.period.start } : shortcut.period,
              )
            }
            className="w-full rounded-md px-2 py-1.5 text-left text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
          >
            {shortcut.text}
          </button>
        </li>
      ))}
    </ul>
  );
}
