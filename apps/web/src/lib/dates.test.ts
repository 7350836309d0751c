import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatLocalIsoDate, formatLongDate, formatRelative } from './dates';

// Local-time dates, so the expectations hold in any time zone.
const march5 = new Date(2025, 2, 5, 14, 30);

describe('date formats', () => {
  it("formats 'dd MMMM yyyy'", () => {
    expect(formatLongDate(march5)).toBe('05 March 2025');
  });

  it("formats 'dd MMM yyyy HH:mm'", () => {
    expect(formatDateTime(march5)).toBe('05 Mar 2025 14:30');
  });

  it('formats the local calendar date as YYYY-MM-DD', () => {
    expect(formatLocalIsoDate(march5)).toBe('2025-03-05');
    // Just before midnight local time: still the same local day, whatever UTC says.
    expect(formatLocalIsoDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it('accepts ISO strings and timestamps', () => {
    expect(formatLongDate(march5.toISOString())).toBe('05 March 2025');
    expect(formatLongDate(march5.getTime())).toBe('05 March 2025');
  });

  it('shows nothing for missing or invalid dates', () => {
    expect(formatLongDate(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatLocalIsoDate('')).toBe('');
    expect(formatLongDate('not a date')).toBe('');
    expect(formatRelative('not a date')).toBe('');
  });
});

describe('formatRelative', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(2025, 2, 5, 12, 0));
  });
  afterEach(() => vi.useRealTimers());

  it('describes past dates with a suffix', () => {
    expect(formatRelative(new Date(2025, 2, 5, 10, 0))).toBe('about 2 hours ago');
    expect(formatRelative(new Date(2025, 2, 2, 12, 0))).toBe('3 days ago');
  });

  it('describes future dates with a prefix', () => {
    expect(formatRelative(new Date(2025, 2, 5, 12, 5))).toBe('in 5 minutes');
  });
});
