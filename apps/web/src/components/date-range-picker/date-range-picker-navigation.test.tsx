import { act, screen, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { day, empty, popover, settle, setup, runOnFakeClock } from '../../testing/date-range-picker-harness';

runOnFakeClock();

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
