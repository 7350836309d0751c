import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { day, popover, settle, setup, runOnFakeClock } from '../../testing/date-range-picker-harness';

runOnFakeClock();

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
