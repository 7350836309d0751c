import { addDays, addMonths, isSameMonth } from 'date-fns';
import { CalendarDays, X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/cn';
import { businessToday } from '@/lib/dates';
import { CalendarPanel } from './calendar-panel';
import {
  CLOSE_ANIMATION_MS,
  DEFAULT_DISPLAY_FORMAT,
  DEFAULT_FOOTER_LABELS,
  DEFAULT_SEPARATOR,
  PRIMARY_COLOURS,
  UPWARD_MIN_VIEWPORT,
  builtInShortcuts,
  formatDate,
  isDayDisabled,
  nextSelection,
  parseTypedInput,
  resolvePrimaryColour,
  resolveSide,
  spanToText,
  validShortcuts,
  valueToSpan,
  visibleMonths,
  type DateRangeShortcut,
  type DateRangeValue,
  type DateSpan,
  type DisabledRange,
  type Selection,
  type WeekStart,
} from './date-range-utils';

export interface DateRangePickerProps {
  value: DateRangeValue;
  onChange: (value: DateRangeValue) => void;
  /** The input's accessible name. */
  label: string;
  id?: string;
  primaryColor?: string;
  asSingle?: boolean;
  separator?: string;
  displayFormat?: string;
  placeholder?: string;
  minDate?: Date | null;
  maxDate?: Date | null;
  disabledDates?: DisabledRange[];
  startWeekOn?: WeekStart;
  lookDirection?: 'forward' | 'backward';
  readOnly?: boolean;
  disabled?: boolean;
  popoverDirection?: 'up' | 'down';
  showShortcuts?: boolean;
  shortcuts?: DateRangeShortcut[];
  showFooter?: boolean;
  footerLabels?: { cancel?: string; apply?: string };
  className?: string;
}

const POPOVER_HEIGHT = 420;
const POPOVER_WIDTH = 760;

/** The reusable date-range picker of SPEC §2–§5, §9. */
export function DateRangePicker(props: DateRangePickerProps) {
  const { value, onChange, asSingle = false, showFooter = false, disabled = false, readOnly = false } = props;
  const displayFormat = props.displayFormat ?? DEFAULT_DISPLAY_FORMAT;
  const separator = props.separator ?? DEFAULT_SEPARATOR;
  const textOptions = { asSingle, separator, displayFormat };
  const colour = resolvePrimaryColour(props.primaryColor);
  const applied = valueToSpan(value, displayFormat);
  const appliedText = spanToText(applied, textOptions);

  const [open, setOpen] = useState(false);
  const [closing, setClosing] = useState(false);
  const [side, setSide] = useState<'top' | 'bottom'>('bottom');
  const [align, setAlign] = useState<'start' | 'end'>('start');
  const [text, setText] = useState(appliedText);
  const [draft, setDraft] = useState<Selection>({ start: applied?.start ?? null, end: applied?.end ?? null });
  const [months, setMonths] = useState(() =>
    visibleMonths(applied?.start ?? businessToday(), props.lookDirection),
  );
  const [focused, setFocused] = useState<Date>(() => applied?.start ?? businessToday());
  const [focusTick, setFocusTick] = useState(0);
  const [seenText, setSeenText] = useState(appliedText);
  const popoverId = `${useId()}-calendar`;
  const anchorRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  // Follow the controlled value (an invalid one, end before start, is ignored).
  if (seenText !== appliedText) {
    setSeenText(appliedText);
    setText(appliedText);
    setDraft({ start: applied?.start ?? null, end: applied?.end ?? null });
  }

  // Keyboard moves ask for the focused day to take focus once it is rendered.
  useEffect(() => {
    if (!focusTick || !open) return;
    contentRef.current?.querySelector<HTMLButtonElement>(`[data-date="${formatDate(focused)}"]`)?.focus();
  }, [focusTick, focused, open, months]);

  const shortcuts = useMemo(
    () =>
      props.showShortcuts ? [...builtInShortcuts(), ...validShortcuts(props.shortcuts, displayFormat)] : [],
    [props.showShortcuts, props.shortcuts, displayFormat],
  );
  const isDisabled = (day: Date) =>
    isDayDisabled(day, {
      minDate: props.minDate,
      maxDate: props.maxDate,
      disabledDates: props.disabledDates,
      displayFormat,
    });

  const show = (start: Date | null) => {
    if (disabled || open) return;
    const rect = anchorRef.current?.getBoundingClientRect();
    setSide(
      resolveSide({
        popoverDirection: props.popoverDirection,
        viewportWidth: window.innerWidth,
        viewportHeight: window.innerHeight,
        anchorTop: rect?.top ?? 0,
        anchorBottom: rect?.bottom ?? 0,
        popoverHeight: POPOVER_HEIGHT,
      }),
    );
    // Right-align to the input when a left-aligned popover would run off the right edge.
    const width = window.innerWidth > UPWARD_MIN_VIEWPORT ? POPOVER_WIDTH : window.innerWidth;
    const overflows = (rect?.left ?? 0) + width > window.innerWidth && (rect?.right ?? 0) - width >= 0;
    setAlign(overflows ? 'end' : 'start');
    const base = start ?? draft.start ?? applied?.start ?? businessToday();
    setMonths(visibleMonths(base, props.lookDirection));
    setFocused(base);
    clearTimeout(closeTimer.current);
    setClosing(false);
    setOpen(true);
  };

  // SPEC §9: the popover closes with a 300 ms animation.
  const close = () => {
    if (!open || closing) return;
    setFocusTick(0);
    setClosing(true);
    closeTimer.current = setTimeout(() => {
      setOpen(false);
      setClosing(false);
    }, CLOSE_ANIMATION_MS);
  };

  const apply = (span: DateSpan) => {
    setText(spanToText(span, textOptions));
    setDraft({ start: span.start, end: span.end });
    onChange({
      startDate: formatDate(span.start, displayFormat),
      endDate: formatDate(span.end, displayFormat),
    });
    close();
  };

  const cancel = () => {
    setDraft({ start: applied?.start ?? null, end: applied?.end ?? null });
    setText(appliedText);
    close();
  };

  const pick = (day: Date) => {
    const next = nextSelection(draft, day, asSingle);
    setDraft(next);
    setFocused(day);
    if (next.start && next.end && (asSingle || !showFooter)) apply({ start: next.start, end: next.end });
  };

  const onDayKey = (event: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = addDays(day, step);
    if (!months.some((month) => isSameMonth(month, next))) {
      setMonths(([first, second]) =>
        step < 0
          ? [addMonths(first, -1), addMonths(second, -1)]
          : [addMonths(first, 1), addMonths(second, 1)],
      );
    }
    setFocused(next);
    setFocusTick((n) => n + 1);
  };

  const onType = (next: string) => {
    setText(next);
    const span = parseTypedInput(next, textOptions);
    if (!span) return;
    setDraft({ start: span.start, end: span.end });
    setMonths(visibleMonths(span.start, props.lookDirection));
    setFocused(span.start);
    if (!showFooter)
      onChange({
        startDate: formatDate(span.start, displayFormat),
        endDate: formatDate(span.end, displayFormat),
      });
  };

  const onInputKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const span = parseTypedInput(text, textOptions);
      if (span) apply(span);
      else close();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!open) show(null);
      setFocusTick((n) => n + 1);
    }
  };

  const onToggle = () => {
    if (text) {
      setText('');
      setDraft({ start: null, end: null });
      onChange({ startDate: null, endDate: null });
      return;
    }
    if (open) close();
    else show(null);
    inputRef.current?.focus();
  };

  const stepMonths = (delta: number) =>
    setMonths(([first, second]) => [addMonths(first, delta), addMonths(second, delta)]);
  const setPanelMonth = (index: number, month: Date) =>
    setMonths(index === 0 ? [month, addMonths(month, 1)] : [addMonths(month, -1), month]);
  const panels = asSingle ? [months[0]] : months;
  const labels = { ...DEFAULT_FOOTER_LABELS, ...props.footerLabels };

  return (
    <Popover.Root open={open} onOpenChange={(next) => (next ? show(null) : close())}>
      <Popover.Anchor asChild>
        <div ref={anchorRef} className={cn('relative w-full max-w-xs', props.className)}>
          <input
            ref={inputRef}
            id={props.id}
            type="text"
            aria-label={props.label}
            role="combobox"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={popoverId}
            value={text}
            placeholder={
              props.placeholder ??
              (asSingle ? displayFormat : `${displayFormat} ${separator} ${displayFormat}`)
            }
            readOnly={readOnly}
            disabled={disabled}
            autoComplete="off"
            onChange={(event) => onType(event.target.value)}
            onFocus={() => show(null)}
            onClick={() => show(null)}
            onKeyDown={onInputKey}
            className="h-10 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-slate-100"
          />
          <button
            type="button"
            aria-label={text ? 'Clear dates' : 'Open calendar'}
            disabled={disabled}
            onClick={onToggle}
            className="absolute top-1 right-1 flex size-8 items-center justify-center rounded-md text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
          >
            {text ? (
              <X aria-hidden="true" className="size-4" />
            ) : (
              <CalendarDays aria-hidden="true" className="size-4" />
            )}
          </button>
        </div>
      </Popover.Anchor>
      <Popover.Content
        ref={contentRef}
        id={popoverId}
        side={side}
        align={align}
        sideOffset={6}
        avoidCollisions={false}
        // Keeps 8 px from the viewport's edge in the height it may take (the cap below).
        collisionPadding={8}
        aria-label={asSingle ? 'Choose a date' : 'Choose a date range'}
        data-closing={closing || undefined}
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => event.preventDefault()}
        onInteractOutside={(event) => {
          if (anchorRef.current?.contains(event.target as Node)) event.preventDefault();
        }}
        className={cn(
          'z-50 max-w-[calc(100vw-1rem)] rounded-xl border border-slate-200 bg-white p-3 shadow-xl transition-opacity duration-300',
          // Never taller than the room on its side: the rest scrolls inside (month and year headers included).
          'max-h-(--radix-popover-content-available-height) overflow-y-auto overscroll-contain',
          closing ? 'opacity-0' : 'opacity-100',
        )}
      >
        <div className="flex flex-col gap-3 md:flex-row">
          {shortcuts.length ? (
            <ul
              className="flex flex-wrap gap-1 md:w-36 md:flex-col md:border-r md:border-slate-200 md:pr-3"
              aria-label="Shortcuts"
            >
              {shortcuts.map((shortcut) => (
                <li key={shortcut.text}>
                  <button
                    type="button"
                    onClick={() =>
                      apply(
                        asSingle
                          ? { start: shortcut.period.start, end: shortcut.period.start }
                          : shortcut.period,
                      )
                    }
                    className="w-full rounded-md px-2 py-1.5 text-left text-sm whitespace-nowrap text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-slate-900"
                  >
                    {shortcut.text}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
          <div className="flex flex-col gap-4 sm:flex-row">
            {panels.map((month, index) => (
              <CalendarPanel
                key={index}
                month={month}
                onMonthChange={(next) => setPanelMonth(index, next)}
                start={draft.start}
                end={draft.end}
                focused={focused}
                colour={colour}
                weekStart={props.startWeekOn}
                isDisabled={isDisabled}
                onPick={pick}
                onKeyNavigate={onDayKey}
                showPrevious={index === 0}
                showNext={index === panels.length - 1}
                onStep={stepMonths}
              />
            ))}
          </div>
        </div>
        {showFooter ? (
          <div className="mt-3 flex justify-end gap-2 border-t border-slate-200 pt-3">
            <button
              type="button"
              onClick={cancel}
              className="h-9 rounded-lg border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-slate-900"
            >
              {labels.cancel}
            </button>
            <button
              type="button"
              disabled={!draft.start || !draft.end}
              onClick={() => draft.start && draft.end && apply({ start: draft.start, end: draft.end })}
              style={{ backgroundColor: PRIMARY_COLOURS[colour].solid }}
              className="h-9 rounded-lg px-4 text-sm font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 disabled:opacity-50"
            >
              {labels.apply}
            </button>
          </div>
        ) : null}
      </Popover.Content>
    </Popover.Root>
  );
}
