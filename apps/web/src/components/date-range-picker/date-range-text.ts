import {
  endOfMonth,
  format,
  isAfter,
  isBefore,
  isValid,
  parse,
  startOfDay,
  startOfMonth,
  subDays,
  subMonths,
} from 'date-fns';
import { businessToday } from '@/lib/dates';
import {
  DEFAULT_DISPLAY_FORMAT,
  DEFAULT_SEPARATOR,
  type DateRangeShortcut,
  type DateRangeValue,
  type DateSpan,
} from './date-range-utils';

/** The picker's dates as text: the display format, typed input, the controlled value and shortcuts. */

/** dayjs-style display tokens (YYYY-MM-DD) to date-fns tokens (yyyy-MM-dd). */
export const toDateFnsFormat = (displayFormat: string) => displayFormat.replace(/Y/g, 'y').replace(/D/g, 'd');

export const formatDate = (date: Date, displayFormat = DEFAULT_DISPLAY_FORMAT) =>
  format(date, toDateFnsFormat(displayFormat));

/** A strict parse: the text must round-trip through the display format. */
export const parseDate = (text: string | null | undefined, displayFormat = DEFAULT_DISPLAY_FORMAT) => {
  if (!text) return null;
  const trimmed = text.trim();
  const pattern = toDateFnsFormat(displayFormat);
  const date = parse(trimmed, pattern, new Date());
  return isValid(date) && format(date, pattern) === trimmed ? startOfDay(date) : null;
};

/** A date or a text in the display format, as a day; null when it is neither. */
export const toDay = (value: Date | string, displayFormat: string): Date | null => {
  if (value instanceof Date) return isValid(value) ? startOfDay(value) : null;
  return parseDate(value, displayFormat) ?? (isValid(new Date(value)) ? startOfDay(new Date(value)) : null);
};

/**
 * docs/product/interface.md#date-range-picker: typed text parsed by the display format. Range mode splits on the separator, or at
 * the midpoint without one; both must be valid and start before end. Single mode: one valid date.
 */
export const parseTypedInput = (
  text: string,
  { asSingle = false, separator = DEFAULT_SEPARATOR, displayFormat = DEFAULT_DISPLAY_FORMAT } = {},
): DateSpan | null => {
  const trimmed = text.trim();
  if (!trimmed) return null;
  if (asSingle) {
    const date = parseDate(trimmed, displayFormat);
    return date ? { start: date, end: date } : null;
  }
  let parts: [string, string];
  if (separator && trimmed.includes(separator)) {
    const at = trimmed.indexOf(separator);
    parts = [trimmed.slice(0, at), trimmed.slice(at + separator.length)];
  } else {
    const middle = Math.floor(trimmed.length / 2);
    parts = [trimmed.slice(0, middle), trimmed.slice(middle)];
  }
  const start = parseDate(parts[0], displayFormat);
  const end = parseDate(parts[1], displayFormat);
  return start && end && isBefore(start, end) ? { start, end } : null;
};

/** A controlled value as dates; a value whose end is before its start is ignored (docs/product/interface.md#date-range-picker). */
export const valueToSpan = (value: DateRangeValue | null | undefined, displayFormat: string) => {
  const start = parseDate(value?.startDate, displayFormat);
  const end = parseDate(value?.endDate, displayFormat);
  if (!start || !end || isBefore(end, start)) return null;
  return { start, end };
};

export const spanToText = (
  span: DateSpan | null,
  { asSingle = false, separator = DEFAULT_SEPARATOR, displayFormat = DEFAULT_DISPLAY_FORMAT } = {},
) => {
  if (!span) return '';
  const start = formatDate(span.start, displayFormat);
  return asSingle ? start : `${start} ${separator} ${formatDate(span.end, displayFormat)}`;
};

/** docs/product/interface.md#date-range-picker built-in shortcuts, relative to `today`. None reaches past today: 'This month' ends today. */
export const builtInShortcuts = (
  today: Date = businessToday(),
): Array<{ text: string; period: DateSpan }> => {
  const day = startOfDay(today);
  const lastMonth = subMonths(day, 1);
  return [
    { text: 'Today', period: { start: day, end: day } },
    { text: 'Yesterday', period: { start: subDays(day, 1), end: subDays(day, 1) } },
    { text: 'Last 7 days', period: { start: subDays(day, 6), end: day } },
    { text: 'Last 30 days', period: { start: subDays(day, 29), end: day } },
    { text: 'This month', period: { start: startOfMonth(day), end: day } },
    {
      text: 'Last month',
      period: { start: startOfMonth(lastMonth), end: startOfDay(endOfMonth(lastMonth)) },
    },
  ];
};

/** docs/product/interface.md#date-range-picker: custom shortcuts are kept only with text and a valid period whose start is not after end. */
export const validShortcuts = (shortcuts: readonly DateRangeShortcut[] | undefined, displayFormat: string) =>
  (shortcuts ?? []).flatMap((shortcut) => {
    if (!shortcut || typeof shortcut.text !== 'string' || !shortcut.text.trim() || !shortcut.period)
      return [];
    const start = toDay(shortcut.period.start, displayFormat);
    const end = toDay(shortcut.period.end, displayFormat);
    if (!start || !end || isAfter(start, end)) return [];
    return [{ text: shortcut.text, period: { start, end } }];
  });

export interface DisabledRange {
  startDate: Date | string;
  endDate: Date | string;
}

export const isDayDisabled = (
  day: Date,
  {
    minDate,
    maxDate,
    disabledDates,
    displayFormat = DEFAULT_DISPLAY_FORMAT,
  }: {
    minDate?: Date | null;
    maxDate?: Date | null;
    disabledDates?: readonly DisabledRange[];
    displayFormat?: string;
  },
) => {
  if (minDate && isBefore(day, startOfDay(minDate))) return true;
  if (maxDate && isAfter(day, startOfDay(maxDate))) return true;
  return (disabledDates ?? []).some((range) => {
    const start = toDay(range.startDate, displayFormat);
    const end = toDay(range.endDate, displayFormat);
    return !!start && !!end && !isBefore(day, start) && !isAfter(day, end);
  });
};
