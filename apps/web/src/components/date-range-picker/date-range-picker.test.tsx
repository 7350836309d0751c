import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateRangePicker, type DateRangePickerProps } from './date-range-picker';
import type { DateRangeValue } from './date-range-utils';

const empty: DateRangeValue = { startDate: null, endDate: null };

function Harness({
  initial = empty,
  ...props
}: Partial<DateRangePickerProps> & { initial?: DateRangeValue }) {
  const [value, setValue] = useState(initial);
  return (
    <div>
      <DateRangePicker
        label="Report dates"
        value={value}
        {...props}
        onChange={(next) => {
          setValue(next);
          props.onChange?.(next);
        }}
      />
      <button type="button">Outside</button>
    </div>
  );
}

const setup = (props: Partial<DateRangePickerProps> & { initial?: DateRangeValue } = {}) => {
  const onChange = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(<Harness {...props} onChange={onChange} />);
  return { user, onChange, input: screen.getByRole('combobox', { name: 'Report dates' }) };
};

const popover = () => screen.queryByRole('dialog', { name: /choose a date/i });
const day = (label: string) => screen.getByRole('button', { name: label });
const settle = () => act(() => vi.advanceTimersByTime(300));

beforeEach(() => {
  // Testing Library flushes work with a setTimeout(0) that it only advances under a global `jest`.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2025-03-15T10:00:00'));
});
afterEach(() => vi.useRealTimers());

describe('DateRangePicker layout', () => {
  it('opens a popover with two 42-cell month grids, forward by default', async () => {
    const { user, input } = setup();
    await user.click(input);
    const grids = within(popover()!).getAllByRole('grid');
    expect(grids.map((g) => g.getAttribute('aria-label'))).toEqual(['March 2025', 'April 2025']);
    for (const grid of grids) expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(within(grids[0]!).getAllByRole('columnheader')[0]).toHaveTextContent('Su');
  });

  it.each([
    [{ asSingle: true }, ['March 2025']],
    [{ lookDirection: 'backward' as const }, ['February 2025', 'March 2025']],
    [{ startWeekOn: 'mon' as const }, ['March 2025', 'April 2025']],
  ])('options %j show %j', async (options, months) => {
    const { user, input } = setup(options);
    await user.click(input);
    expect(screen.getAllByRole('grid').map((g) => g.getAttribute('aria-label'))).toEqual(months);
  });

  it.each([
    [{}, 'YYYY-MM-DD ~ YYYY-MM-DD'],
    [{ separator: 'to' }, 'YYYY-MM-DD to YYYY-MM-DD'],
    [{ asSingle: true }, 'YYYY-MM-DD'],
    [{ placeholder: 'Pick dates' }, 'Pick dates'],
  ])('placeholder for %j is %s', (options, placeholder) => {
    const { input } = setup(options);
    expect(input).toHaveAttribute('placeholder', placeholder);
  });

  it.each([
    ['first', { startDate: '2025-01-01', endDate: '2025-01-09' }, '2025-01-01 ~ 2025-01-09'],
    ['reversed (ignored)', { startDate: '2025-01-09', endDate: '2025-01-01' }, ''],
    ['custom format', { startDate: '01/01/2025', endDate: '09/01/2025' }, '01/01/2025 ~ 09/01/2025'],
  ])('value %s shows %j', (_, initial, text) => {
    const { input } = setup({
      initial,
      displayFormat: initial.startDate.includes('/') ? 'DD/MM/YYYY' : undefined,
    });
    expect(input).toHaveValue(text);
  });

  it('disabled cannot open; read-only opens but cannot be typed in', async () => {
    const first = setup({ disabled: true });
    expect(first.input).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Open calendar' })).toBeDisabled();
  });

  it('read-only input still opens the calendar but ignores typing', async () => {
    const { user, input, onChange } = setup({ readOnly: true });
    await user.type(input, '2025-01-01 ~ 2025-01-05');
    expect(input).toHaveValue('');
    expect(popover()).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('click rules', () => {
  it.each([
    ['two clicks in order', ['Monday, 3 March 2025', 'Friday, 7 March 2025'], '2025-03-03', '2025-03-07'],
    [
      'an earlier end is swapped',
      ['Friday, 7 March 2025', 'Monday, 3 March 2025'],
      '2025-03-03',
      '2025-03-07',
    ],
    [
      'across both calendars',
      ['Friday, 28 March 2025', 'Wednesday, 2 April 2025'],
      '2025-03-28',
      '2025-04-02',
    ],
  ])('%s applies without a footer and closes', async (_, clicks, startDate, endDate) => {
    const { user, input, onChange } = setup();
    await user.click(input);
    await user.click(day(clicks[0]!));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(day(clicks[1]!));
    expect(onChange).toHaveBeenLastCalledWith({ startDate, endDate });
    expect(input).toHaveValue(`${startDate} ~ ${endDate}`);
    await settle();
    expect(popover()).not.toBeInTheDocument();
  });

  it('a click after a complete range starts a new selection (footer)', async () => {
    const { user, input, onChange } = setup({ showFooter: true });
    await user.click(input);
    await user.click(day('Monday, 3 March 2025'));
    await user.click(day('Friday, 7 March 2025'));
    await user.click(day('Monday, 10 March 2025'));
    expect(day('Monday, 10 March 2025')).toHaveAttribute('aria-pressed', 'true');
    expect(day('Friday, 7 March 2025')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Apply' })).toBeDisabled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('single-date mode applies one click at once, even with a footer', async () => {
    const { user, input, onChange } = setup({ asSingle: true, showFooter: true });
    await user.click(input);
    await user.click(day('Monday, 3 March 2025'));
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-03-03', endDate: '2025-03-03' });
    expect(input).toHaveValue('2025-03-03');
  });

  it.each([
    ['Apply', true],
    ['Cancel', false],
  ])('with a footer the range applies only on Apply (%s)', async (button, applies) => {
    const { user, input, onChange } = setup({ showFooter: true, footerLabels: {} });
    await user.click(input);
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(day('Monday, 3 March 2025'));
    expect(apply).toBeDisabled();
    await user.click(day('Friday, 7 March 2025'));
    expect(onChange).not.toHaveBeenCalled();
    expect(apply).toBeEnabled();
    await user.click(screen.getByRole('button', { name: button }));
    expect(onChange).toHaveBeenCalledTimes(applies ? 1 : 0);
    expect(input).toHaveValue(applies ? '2025-03-03 ~ 2025-03-07' : '');
    await settle();
    expect(popover()).not.toBeInTheDocument();
  });

  it('custom footer labels', async () => {
    const { user, input } = setup({
      showFooter: true,
      footerLabels: { cancel: 'Close', apply: 'Use dates' },
    });
    await user.click(input);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Use dates' })).toBeDisabled();
  });

  it.each([
    [{ minDate: new Date('2025-03-05T00:00:00') }, 'Tuesday, 4 March 2025'],
    [{ maxDate: new Date('2025-03-20T00:00:00') }, 'Friday, 21 March 2025'],
    [{ disabledDates: [{ startDate: '2025-03-10', endDate: '2025-03-12' }] }, 'Tuesday, 11 March 2025'],
  ])('%j disables %s', async (options, label) => {
    const { user, input } = setup(options);
    await user.click(input);
    expect(day(label)).toBeDisabled();
  });
});

describe('shortcuts', () => {
  it.each([
    ['Today', '2025-03-15', '2025-03-15'],
    ['Yesterday', '2025-03-14', '2025-03-14'],
    ['Last 7 days', '2025-03-09', '2025-03-15'],
    ['Last 30 days', '2025-02-14', '2025-03-15'],
    ['This month', '2025-03-01', '2025-03-15'],
    ['Last month', '2025-02-01', '2025-02-28'],
    ['Quarter one', '2025-01-01', '2025-03-31'],
  ])('%s applies %s ~ %s and closes', async (text, startDate, endDate) => {
    const { user, input, onChange } = setup({
      showShortcuts: true,
      showFooter: true,
      shortcuts: [
        { text: 'Quarter one', period: { start: '2025-01-01', end: '2025-03-31' } },
        { text: 'Broken', period: { start: '2025-03-31', end: '2025-01-01' } },
        { text: '', period: { start: '2025-01-01', end: '2025-01-02' } },
      ],
    });
    await user.click(input);
    const list = screen.getByRole('list', { name: 'Shortcuts' });
    expect(within(list).getAllByRole('button')).toHaveLength(7); // invalid custom ones dropped
    await user.click(within(list).getByRole('button', { name: text }));
    expect(onChange).toHaveBeenLastCalledWith({ startDate, endDate });
    await settle();
    expect(popover()).not.toBeInTheDocument();
  });
});

describe('closing and the toggle button', () => {
  it.each([
    [
      'an outside click',
      async (user: ReturnType<typeof userEvent.setup>) =>
        user.click(screen.getByRole('button', { name: 'Outside' })),
    ],
    ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
    ['Enter in the input', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Enter}')],
  ])('closes on %s after the 300 ms animation', async (_, act_) => {
    const { user, input } = setup();
    await user.click(input);
    expect(popover()).toBeInTheDocument();
    await act_(user);
    act(() => vi.advanceTimersByTime(299));
    expect(popover()).toHaveAttribute('data-closing', 'true');
    act(() => vi.advanceTimersByTime(1));
    expect(popover()).not.toBeInTheDocument();
  });

  it('closes on an outside touch', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.pointer({ keys: '[TouchA]', target: screen.getByRole('button', { name: 'Outside' }) });
    await settle();
    expect(popover()).not.toBeInTheDocument();
  });

  it.each([
    [
      'with text, clears text and value',
      { startDate: '2025-01-01', endDate: '2025-01-09' },
      'Clear dates',
      true,
    ],
    ['without text, opens the calendar', empty, 'Open calendar', false],
  ])('toggle %s', async (_, initial, name, clears) => {
    const { user, input, onChange } = setup({ initial });
    await user.click(screen.getByRole('button', { name }));
    expect(input).toHaveValue('');
    if (clears) expect(onChange).toHaveBeenLastCalledWith(empty);
    else expect(popover()).toBeInTheDocument();
  });
});

describe('typed input', () => {
  it.each([
    ['2025-01-01 ~ 2025-01-31', {}, { startDate: '2025-01-01', endDate: '2025-01-31' }],
    ['2025-01-012025-01-31', {}, { startDate: '2025-01-01', endDate: '2025-01-31' }],
    ['2025-01-31 ~ 2025-01-01', {}, null],
    ['2025-01-01 ~ 2025-99-31', {}, null],
    ['2025-04-02', { asSingle: true }, { startDate: '2025-04-02', endDate: '2025-04-02' }],
    ['2025-04-32', { asSingle: true }, null],
  ])('typing %j (%j) then Enter → %j', async (text, options, expected) => {
    const { user, input, onChange } = setup(options);
    await user.type(input, text);
    await user.keyboard('{Enter}');
    if (expected) expect(onChange).toHaveBeenLastCalledWith(expected);
    else expect(onChange).not.toHaveBeenCalled();
    await settle();
    expect(popover()).not.toBeInTheDocument();
  });
});

describe('month and year choosers', () => {
  it('picks a month after 250 ms', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Choose month, March 2025' }));
    await user.click(screen.getByRole('button', { name: 'August' }));
    act(() => vi.advanceTimersByTime(249));
    expect(screen.queryByRole('grid', { name: 'August 2025' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getAllByRole('grid').map((g) => g.getAttribute('aria-label'))).toEqual([
      'August 2025',
      'September 2025',
    ]);
  });

  it('pages years by 12 and picks a year after 250 ms', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Choose year, March 2025' }));
    const years = () =>
      within(screen.getByRole('group', { name: 'Years' }))
        .getAllByRole('button')
        .map((b) => b.textContent);
    expect(years()).toHaveLength(12);
    expect(years()[0]).toBe('2016');
    await user.click(screen.getByRole('button', { name: 'Next 12 years' }));
    expect([years()[0], years()[11]]).toEqual(['2028', '2039']);
    await user.click(screen.getByRole('button', { name: 'Previous 12 years' }));
    await user.click(screen.getByRole('button', { name: 'Previous 12 years' }));
    expect(years()[0]).toBe('2004');
    await user.click(screen.getByRole('button', { name: '2010' }));
    act(() => vi.advanceTimersByTime(250));
    expect(screen.getByRole('grid', { name: 'March 2010' })).toBeInTheDocument();
  });

  it('previous and next month buttons move both calendars', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getAllByRole('grid').map((g) => g.getAttribute('aria-label'))).toEqual([
      'April 2025',
      'May 2025',
    ]);
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('grid', { name: 'February 2025' })).toBeInTheDocument();
  });
});

describe('keyboard', () => {
  it('arrow keys move the focused day, Enter picks, across months', async () => {
    const { user, input, onChange } = setup({ initial: { startDate: '2025-03-30', endDate: '2025-03-31' } });
    await user.click(input);
    await user.keyboard('{ArrowDown}');
    expect(day('Sunday, 30 March 2025')).toHaveFocus();
    await user.keyboard('{ArrowLeft}{Enter}');
    expect(day('Saturday, 29 March 2025')).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ startDate: '2025-03-29', endDate: '2025-05-04' });
  });

  it('positions upward without room below on wide screens', async () => {
    const { user, input } = setup();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({
      top: window.innerHeight - 90,
      bottom: window.innerHeight - 50,
    } as DOMRect);
    await user.click(input);
    expect(popover()).toHaveAttribute('data-side', window.innerWidth > 767 ? 'top' : 'bottom');
  });

  it.each([
    [{ left: 10, right: 300, bottom: 100 }, 'start'],
    [{ left: 700, right: 1000, bottom: 100 }, 'end'], // would run off the right edge
  ])('aligns to the input (%j → %s)', async (rect, align) => {
    const { user, input } = setup();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(rect as DOMRect);
    await user.click(input);
    expect(popover()).toHaveAttribute('data-align', align);
  });

  it.each([
    ['up', 'top'],
    ['down', 'bottom'],
  ] as const)('popover direction %s overrides → %s', async (direction, side) => {
    const { user, input } = setup({ popoverDirection: direction });
    await user.click(input);
    expect(popover()).toHaveAttribute('data-side', side);
  });
});
