import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BarChart } from './bar-chart';

const axis = {
  ticks: [0, 500, 1000],
  domain: [0, 1000] as [number, number],
  format: (v: number) => `₦${v}`,
  width: 50,
};

afterEach(() => vi.restoreAllMocks());

describe('BarChart', () => {
  it('draws a bar per non-zero value with its axis labels, and names the bar under the pointer', () => {
    // jsdom lays nothing out: the chart is given a 600 px wide box.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ width: 600 } as DOMRect);
    vi.spyOn(SVGElement.prototype, 'getBoundingClientRect').mockReturnValue({ left: 0 } as DOMRect);
    render(
      <BarChart
        label="Daily sales"
        values={[1000, 0, 250]}
        names={['2026-11-01', '2026-11-02', '2026-11-03']}
        tickLabel={(name) => name.slice(5)}
        axis={axis}
        describe={(value) => `Sales ₦${value}`}
      />,
    );
    const chart = screen.getByRole('img', { name: 'Daily sales' });
    expect(chart.querySelectorAll('.chart-bar')).toHaveLength(2);
    expect([...chart.querySelectorAll('.chart-y-tick')].map((t) => t.textContent)).toEqual([
      '₦0',
      '₦500',
      '₦1000',
    ]);
    expect(chart).toHaveTextContent('11-03');

    // Bands are (600 − 50 − 8) / 3 = 180.7 px wide from x = 50: x = 450 is the third day.
    fireEvent.pointerMove(chart.querySelector('svg')!, { clientX: 450 });
    expect(chart).toHaveTextContent('2026-11-03');
    expect(chart).toHaveTextContent('Sales ₦250');
    fireEvent.pointerLeave(chart.querySelector('svg')!);
    expect(chart).not.toHaveTextContent('Sales ₦250');
  });
});
