import { addDays, addMonths, isSameMonth } from 'date-fns';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { businessToday } from '@/lib/dates';
import type { DateRangePickerProps } from './date-range-picker';
import {
  builtInShortcuts,
  formatDate,
  parseTypedInput,
  spanToText,
  validShortcuts,
  valueToSpan,
  isDayDisabled,
} from './date-range-text';
import {
  CLOSE_ANIMATION_MS,
  DEFAULT_DISPLAY_FORMAT,
  DEFAULT_SEPARATOR,
  UPWARD_MIN_VIEWPORT,
  nextSelection,
  resolveSide,
  visibleMonths,
  type DateSpan,
  type Selection,
} from './date-range-utils';

const POPOVER_HEIGHT = 420;
const POPOVER_WIDTH = 760;

interface Placement {
  side: 'top' | 'bottom';
  align: 'start' | 'end';
}

export interface DateRangePickerRefs {
  /** The input's box: the popover opens beside it, and a click in it is not a click outside. */
  anchorRef: RefObject<HTMLDivElement | null>;
  inputRef: RefObject<HTMLInputElement | null>;
  /** The popover, where the focused day is looked up. */
  contentRef: RefObject<HTMLDivElement | null>;
}

/**
 * The picker's state: the popover (open, closing, where it opens), the typed text, the days picked
 * but not yet applied, and the months shown with the day that has keyboard focus.
 */
export function useDateRangePicker(
  props: DateRangePickerProps,
  { anchorRef, inputRef, contentRef }: DateRangePickerRefs,
) {
  const { value, onChange, asSingle = false, showFooter = false, disabled = false } = props;
  const displayFormat = props.displayFormat ?? DEFAULT_DISPLAY_FORMAT;
  const separator = props.separator ?? DEFAULT_SEPARATOR;
  const textOptions = { asSingle, separator, displayFormat };
  const applied = valueToSpan(value, displayFormat);
  const appliedText = spanToText(applied, textOptions);

  const [phase, setPhase] = useState<'closed' | 'open' | 'closing'>('closed');
  const open = phase !== 'closed';
  const closing = phase === 'closing';
  const [{ side, align }, setPlacement] = useState<Placement>({ side: 'bottom', align: 'start' });
  const [text, setText] = useState(appliedText);
  const [draft, setDraft] = useState<Selection>({ start: applied?.start ?? null, end: applied?.end ?? null });
  const [months, setMonths] = useState(() =>
    visibleMonths(applied?.start ?? businessToday(), props.lookDirection),
  );
  const [focused, setFocused] = useState<Date>(() => applied?.start ?? businessToday());
  const [focusTick, setFocusTick] = useState(0);
  const [seenText, setSeenText] = useState(appliedText);
  const popoverId = `${useId()}-calendar`;
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
  }, [focusTick, focused, open, months, contentRef]);

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
    const side = resolveSide({
      popoverDirection: props.popoverDirection,
      viewportWidth: window.innerWidth,
      viewportHeight: window.innerHeight,
      anchorTop: rect?.top ?? 0,
      anchorBottom: rect?.bottom ?? 0,
      popoverHeight: POPOVER_HEIGHT,
    });
    // Right-align to the input when a left-aligned popover would run off the right edge.
    const width = window.innerWidth > UPWARD_MIN_VIEWPORT ? POPOVER_WIDTH : window.innerWidth;
    const overflows = (rect?.left ?? 0) + width > window.innerWidth && (rect?.right ?? 0) - width >= 0;
    setPlacement({ side, align: overflows ? 'end' : 'start' });
    const base = start ?? draft.start ?? applied?.start ?? businessToday();
    setMonths(visibleMonths(base, props.lookDirection));
    setFocused(base);
    clearTimeout(closeTimer.current);
    setPhase('open');
  };

  // docs/product/interface.md#date-range-picker: the popover closes with a 300 ms animation.
  const close = () => {
    if (!open || closing) return;
    setFocusTick(0);
    setPhase('closing');
    closeTimer.current = setTimeout(() => setPhase('closed'), CLOSE_ANIMATION_MS);
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

  return {
    open,
    closing,
    side,
    align,
    text,
    draft,
    months: asSingle ? [months[0]] : months,
    focused,
    popoverId,
    shortcuts,
    isDisabled,
    show,
    close,
    apply,
    cancel,
    pick,
    onDayKey,
    onType,
    onInputKey,
    onToggle,
    stepMonths,
    setPanelMonth,
  };
}

export type DateRangePickerState = ReturnType<typeof useDateRangePicker>;
