import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import {
  DateRangePicker,
  type DateRangePickerProps,
} from '../components/date-range-picker/date-range-picker';
import type { DateRangeValue } from '../components/date-range-picker/date-range-utils';

export const empty: DateRangeValue = { startDate: null, endDate: null };

export function Harness({
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

export const setup = (props: Partial<DateRangePickerProps> & { initial?: DateRangeValue } = {}) => {
  const onChange = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(<Harness {...props} onChange={onChange} />);
  return { user, onChange, input: screen.getByRole('combobox', { name: 'Report dates' }) };
};

export const popover = () => screen.queryByRole('dialog', { name: /choose a date/i });
export const day = (label: string) => screen.getByRole('button', { name: label });
export const settle = () => act(() => vi.advanceTimersByTime(300));

/** The picker's tests run on a fake clock set to 15 March 2025, 10:00. */
export const runOnFakeClock = () => {
  beforeEach(() => {
    // Testing Library flushes work with a setTimeout(0) that it only advances under a global `jest`.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-03-15T10:00:00'));
  });
  afterEach(() => vi.useRealTimers());
};
