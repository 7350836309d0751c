import { describe, expect, it } from 'vitest';
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
  GRID_CELLS,
  monthGrid,
  nextSelection,
  resolvePrimaryColour,
  resolveSide,
  visibleMonths,
  weekdayLabels,
  yearPage,
  type Selection,
} from './date-range-utils';

const d = (text: string) => new Date(`${text}T00:00:00`);
const fmt = (date: Date | null) => (date ? formatDate(date) : null);

describe('typed input (SPEC §5)', () => {
  it.each([
    ['2025-01-01 ~ 2025-01-31', {}, ['2025-01-01', '2025-01-31']],
    ['2025-01-01~2025-01-31', {}, ['2025-01-01', '2025-01-31']],
    ['2025-01-012025-01-31', {}, ['2025-01-01', '2025-01-31']], // no separator: split at the midpoint
    ['2025-01-01 to 2025-02-01', { separator: 'to' }, ['2025-01-01', '2025-02-01']],
    ['01/02/2025 ~ 03/02/2025', { displayFormat: 'DD/MM/YYYY' }, ['2025-02-01', '2025-02-03']],
    ['2025-01-31 ~ 2025-01-01', {}, null], // start after end
    ['2025-01-05 ~ 2025-01-05', {}, null], // start must be before end
    ['2025-01-01 ~ 2025-13-01', {}, null], // invalid end
    ['2025-02-30 ~ 2025-03-01', {}, null], // invalid start
    ['2025-01-01', {}, null], // one half only
    ['', {}, null],
    ['hello ~ world', {}, null],
    ['2025-03-04', { asSingle: true }, ['2025-03-04', '2025-03-04']],
    ['2025-3-4', { asSingle: true }, null], // not the display format
    ['2025-02-29', { asSingle: true }, null],
    ['04/03/2025', { asSingle: true, displayFormat: 'DD/MM/YYYY' }, ['2025-03-04', '2025-03-04']],
  ] as const)('%j with %j → %j', (text, options, expected) => {
    const span = parseTypedInput(text, options);
    expect(span ? [fmt(span.start), fmt(span.end)] : null).toEqual(expected);
  });
});

describe('controlled value', () => {
  it.each([
    [{ startDate: '2025-01-01', endDate: '2025-01-10' }, '2025-01-01 ~ 2025-01-10'],
    [{ startDate: '2025-01-10', endDate: '2025-01-01' }, ''], // end before start: ignored
    [{ startDate: '2025-01-10', endDate: '2025-01-10' }, '2025-01-10 ~ 2025-01-10'],
    [{ startDate: null, endDate: null }, ''],
    [{ startDate: 'nope', endDate: '2025-01-01' }, ''],
  ])('%j shows %j', (value, text) => {
    expect(spanToText(valueToSpan(value, 'YYYY-MM-DD'))).toBe(text);
  });
});

describe('click rules (SPEC §4)', () => {
  const empty: Selection = { start: null, end: null };
  it.each([
    ['first click sets the start', empty, '2025-01-10', false, ['2025-01-10', null]],
    [
      'second click sets the end',
      { start: d('2025-01-10'), end: null },
      '2025-01-20',
      false,
      ['2025-01-10', '2025-01-20'],
    ],
    [
      'an earlier second click swaps',
      { start: d('2025-01-10'), end: null },
      '2025-01-02',
      false,
      ['2025-01-02', '2025-01-10'],
    ],
    [
      'same day twice is a one-day range',
      { start: d('2025-01-10'), end: null },
      '2025-01-10',
      false,
      ['2025-01-10', '2025-01-10'],
    ],
    [
      'a click after a full range starts anew',
      { start: d('2025-01-01'), end: d('2025-01-05') },
      '2025-02-01',
      false,
      ['2025-02-01', null],
    ],
    ['single mode sets both at once', empty, '2025-01-10', true, ['2025-01-10', '2025-01-10']],
  ] as const)('%s', (_, current, day, asSingle, expected) => {
    const next = nextSelection(current, d(day), asSingle);
    expect([fmt(next.start), fmt(next.end)]).toEqual(expected);
  });
});

describe('options and defaults (SPEC §3, §9)', () => {
  it.each([
    [undefined, 'blue'],
    ['red', 'red'],
    ['teal', 'teal'],
    ['chartreuse', 'blue'],
    ['#ff0000', 'blue'],
    ['', 'blue'],
  ])('primary colour %j → %s', (colour, expected) => {
    expect(resolvePrimaryColour(colour)).toBe(expected);
  });

  it.each([
    ['2025-03-01', undefined, '2025-02-23', 'Su'], // March 2025 starts on a Saturday
    ['2025-03-01', 'mon' as const, '2025-02-24', 'Mo'],
    ['2024-09-01', 'sun' as const, '2024-09-01', 'Su'], // month starting on the week start
  ])('grid of %s, week start %s, begins %s', (month, weekStart, first, label) => {
    const grid = monthGrid(d(month), weekStart);
    expect(grid).toHaveLength(GRID_CELLS);
    expect(fmt(grid[0]!)).toBe(first);
    expect(weekdayLabels(weekStart)[0]).toBe(label);
  });

  it.each([
    [2025, 2016, 2027],
    [2024, 2016, 2027],
    [2028, 2028, 2039],
  ])('year page of %i runs %i–%i (12 years)', (year, first, last) => {
    const page = yearPage(year);
    expect(page).toHaveLength(12);
    expect([page[0], page[11]]).toEqual([first, last]);
  });

  it.each([
    ['forward', ['2025-05-01', '2025-06-01']],
    ['backward', ['2025-04-01', '2025-05-01']],
    [undefined, ['2025-05-01', '2025-06-01']],
  ] as const)('look direction %s', (direction, expected) => {
    expect(visibleMonths(d('2025-05-17'), direction).map(fmt)).toEqual(expected);
  });

  it('built-in shortcuts relative to today', () => {
    const list = builtInShortcuts(d('2025-03-15'));
    expect(list.map((s) => [s.text, fmt(s.period.start), fmt(s.period.end)])).toEqual([
      ['Today', '2025-03-15', '2025-03-15'],
      ['Yesterday', '2025-03-14', '2025-03-14'],
      ['Last 7 days', '2025-03-09', '2025-03-15'],
      ['Last 30 days', '2025-02-14', '2025-03-15'],
      ['This month', '2025-03-01', '2025-03-15'], // up to today: no days that have not happened
      ['Last month', '2025-02-01', '2025-02-28'],
    ]);
  });

  it.each([
    [{ text: 'Q1', period: { start: '2025-01-01', end: '2025-03-31' } }, true],
    [{ text: 'One day', period: { start: '2025-01-01', end: '2025-01-01' } }, true],
    [{ text: 'Dates', period: { start: d('2025-01-01'), end: d('2025-01-02') } }, true],
    [{ text: '', period: { start: '2025-01-01', end: '2025-03-31' } }, false],
    [{ text: '   ', period: { start: '2025-01-01', end: '2025-03-31' } }, false],
    [{ text: 'Backwards', period: { start: '2025-03-31', end: '2025-01-01' } }, false],
    [{ text: 'Bad', period: { start: 'not a date', end: '2025-01-01' } }, false],
    [{ text: 'No period' }, false],
  ])('custom shortcut %j kept: %s', (shortcut, kept) => {
    // @ts-expect-error -- malformed entries on purpose
    expect(validShortcuts([shortcut], 'YYYY-MM-DD')).toHaveLength(kept ? 1 : 0);
  });

  it.each([
    ['2025-01-04', 'before min', true],
    ['2025-01-05', 'on min', false],
    ['2025-01-25', 'on max', false],
    ['2025-01-26', 'after max', true],
    ['2025-01-12', 'in a disabled range', true],
    ['2025-01-10', 'on a disabled range start', true],
    ['2025-01-16', 'after a disabled range', false],
  ])('%s (%s) disabled: %s', (day, _, disabled) => {
    const options = {
      minDate: d('2025-01-05'),
      maxDate: d('2025-01-25'),
      disabledDates: [{ startDate: '2025-01-10', endDate: '2025-01-15' }],
    };
    expect(isDayDisabled(d(day), options)).toBe(disabled);
  });

  it.each([
    [{ viewportWidth: 1280, viewportHeight: 800, anchorTop: 60, anchorBottom: 100 }, 'bottom'],
    [{ viewportWidth: 1280, viewportHeight: 800, anchorTop: 560, anchorBottom: 600 }, 'top'], // no room below
    [{ viewportWidth: 767, viewportHeight: 800, anchorTop: 560, anchorBottom: 600 }, 'bottom'], // narrow: never up
    [{ viewportWidth: 768, viewportHeight: 800, anchorTop: 560, anchorBottom: 600 }, 'top'],
    // 1366 × 560 with the picker in the page header: 370 px below, 150 above. Neither fits 420: the
    // roomier side, where it is capped and scrolls (opening up would hide its month and year headers).
    [{ viewportWidth: 1366, viewportHeight: 560, anchorTop: 150, anchorBottom: 190 }, 'bottom'],
    [{ viewportWidth: 1366, viewportHeight: 560, anchorTop: 330, anchorBottom: 370 }, 'top'],
    [
      {
        viewportWidth: 1280,
        viewportHeight: 800,
        anchorTop: 560,
        anchorBottom: 600,
        popoverDirection: 'down' as const,
      },
      'bottom',
    ],
    [
      {
        viewportWidth: 1280,
        viewportHeight: 800,
        anchorTop: 60,
        anchorBottom: 100,
        popoverDirection: 'up' as const,
      },
      'top',
    ],
  ])('side for %j → %s', (input, side) => {
    expect(resolveSide({ popoverHeight: 420, ...input })).toBe(side);
  });
});
