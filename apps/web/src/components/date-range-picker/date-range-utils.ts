import { addDays, addMonths, isAfter, isBefore, isSameDay, startOfMonth, subDays, subMonths } from 'date-fns';

/** docs/product/interface.md#date-range-picker: each end a formatted string (display format) or null. */
export interface DateRangeValue {
  startDate: string | null;
  endDate: string | null;
}

/** docs/product/interface.md#date-range-picker. */
export interface DateRangeShortcut {
  text: string;
  period: { start: Date | string; end: Date | string };
}

export interface DateSpan {
  start: Date;
  end: Date;
}

export type WeekStart = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';

/** docs/product/interface.md#date-range-picker date-picker defaults. */
export const DEFAULT_DISPLAY_FORMAT = 'YYYY-MM-DD';
export const DEFAULT_SEPARATOR = '~';
export const DEFAULT_FOOTER_LABELS = { cancel: 'Cancel', apply: 'Apply' } as const;
export const GRID_CELLS = 42;
export const PICK_DELAY_MS = 250;
export const CLOSE_ANIMATION_MS = 300;
export const YEAR_PAGE = 12;
/** Below this width the popover always opens downward. */
export const UPWARD_MIN_VIEWPORT = 767;

/** Allowed primary colours (solid for selected days, soft for the days in between). */
export const PRIMARY_COLOURS = {
  blue: { solid: '#1d4ed8', soft: '#dbeafe' },
  orange: { solid: '#c2410c', soft: '#ffedd5' },
  amber: { solid: '#b45309', soft: '#fef3c7' },
  red: { solid: '#b91c1c', soft: '#fee2e2' },
  green: { solid: '#15803d', soft: '#dcfce7' },
  emerald: { solid: '#047857', soft: '#d1fae5' },
  teal: { solid: '#0f766e', soft: '#ccfbf1' },
  cyan: { solid: '#0e7490', soft: '#cffafe' },
  sky: { solid: '#0369a1', soft: '#e0f2fe' },
  indigo: { solid: '#4338ca', soft: '#e0e7ff' },
  violet: { solid: '#6d28d9', soft: '#ede9fe' },
  purple: { solid: '#7e22ce', soft: '#f3e8ff' },
  fuchsia: { solid: '#a21caf', soft: '#fae8ff' },
  pink: { solid: '#be185d', soft: '#fce7f3' },
  rose: { solid: '#be123c', soft: '#ffe4e6' },
} as const;
export type PrimaryColour = keyof typeof PRIMARY_COLOURS;

/**
 * A preset is a hex value, which dark mode does not remap (decision 041), so each fill carries its own
 * text colour: white on the solid fill, near-black on the soft one, in both themes.
 */
export const solidFill = (colour: PrimaryColour) => ({
  backgroundColor: PRIMARY_COLOURS[colour].solid,
  color: '#fff',
});
export const softFill = (colour: PrimaryColour) => ({
  backgroundColor: PRIMARY_COLOURS[colour].soft,
  color: '#0f172a',
});

/** A colour outside the allowed list falls back to blue. */
export const resolvePrimaryColour = (colour: string | undefined): PrimaryColour =>
  colour && colour in PRIMARY_COLOURS ? (colour as PrimaryColour) : 'blue';

const WEEK_STARTS: readonly WeekStart[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
export const weekStartIndex = (weekStart: WeekStart | undefined) =>
  Math.max(0, WEEK_STARTS.indexOf(weekStart ?? 'sun'));

/** Day-of-week short labels in display order for a week start. */
export const weekdayLabels = (weekStart: WeekStart | undefined) => {
  const names = ['Su', 'Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa'];
  const first = weekStartIndex(weekStart);
  return names.map((_, i) => names[(first + i) % 7] as string);
};

/** The 42 days shown for a month: leading days of the previous month, the month, trailing days. */
export const monthGrid = (month: Date, weekStart: WeekStart | undefined): Date[] => {
  const first = startOfMonth(month);
  const lead = (first.getDay() - weekStartIndex(weekStart) + 7) % 7;
  const gridStart = subDays(first, lead);
  return Array.from({ length: GRID_CELLS }, (_, i) => addDays(gridStart, i));
};

/** The 12 years of the year chooser's page containing `year`. */
export const yearPage = (year: number) => {
  const first = year - (((year % YEAR_PAGE) + YEAR_PAGE) % YEAR_PAGE);
  return Array.from({ length: YEAR_PAGE }, (_, i) => first + i);
};

export interface Selection {
  start: Date | null;
  end: Date | null;
}

/**
 * docs/product/interface.md#date-range-picker click rules: the first click sets the start; a second click sets the end, swapped
 * when earlier; a click after a complete range starts anew. Single mode sets both at once.
 */
export const nextSelection = (current: Selection, day: Date, asSingle: boolean): Selection => {
  if (asSingle) return { start: day, end: day };
  if (!current.start || current.end) return { start: day, end: null };
  return isBefore(day, current.start)
    ? { start: day, end: current.start }
    : { start: current.start, end: day };
};

export const inSpan = (day: Date, start: Date | null, end: Date | null) =>
  !!start && !!end && isAfter(day, start) && isBefore(day, end);

export const sameDay = (a: Date | null, b: Date | null) => !!a && !!b && isSameDay(a, b);

/** The two visible months: forward shows base and the next, backward the previous and base. */
export const visibleMonths = (
  base: Date,
  lookDirection: 'forward' | 'backward' = 'forward',
): [Date, Date] => {
  const month = startOfMonth(base);
  return lookDirection === 'backward' ? [subMonths(month, 1), month] : [month, addMonths(month, 1)];
};

/**
 * docs/product/interface.md#date-range-picker: opens upward only on wide screens without room below (popoverDirection overrides), and only
 * when that helps: where neither side has room, it opens on the roomier one. The popover's height is
 * then capped to the room it has and it scrolls inside, so no part of it is ever off screen.
 */
export const resolveSide = ({
  popoverDirection,
  viewportWidth,
  viewportHeight,
  anchorTop,
  anchorBottom,
  popoverHeight,
}: {
  popoverDirection?: 'up' | 'down';
  viewportWidth: number;
  viewportHeight: number;
  anchorTop: number;
  anchorBottom: number;
  popoverHeight: number;
}): 'top' | 'bottom' => {
  if (popoverDirection) return popoverDirection === 'up' ? 'top' : 'bottom';
  if (viewportWidth <= UPWARD_MIN_VIEWPORT) return 'bottom';
  const below = viewportHeight - anchorBottom;
  if (below >= popoverHeight) return 'bottom';
  return anchorTop >= popoverHeight || anchorTop > below ? 'top' : 'bottom';
};
