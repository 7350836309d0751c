import { describe, expect, it } from 'vitest';
import { CHART_MARGIN, layOutBars } from './bar-layout';

const axis = { ticks: [0, 50, 100], domain: [0, 100] as [number, number], format: String, width: 40 };

describe('layOutBars', () => {
  it('scales bars to the axis, leaves no bar for zero and keeps every bar inside the plot', () => {
    const layout = layOutBars({
      values: [100, 0, 50],
      labels: ['a', 'b', 'c'],
      axis,
      width: 348,
      height: 232,
    });
    const plotHeight = 232 - CHART_MARGIN.bottom - CHART_MARGIN.top;
    expect(layout.bars.map((bar) => bar.index)).toEqual([0, 2]);
    expect(layout.bars[0]!.height).toBeCloseTo(plotHeight);
    expect(layout.bars[1]!.height).toBeCloseTo(plotHeight / 2);
    for (const bar of layout.bars) {
      expect(bar.x).toBeGreaterThanOrEqual(layout.left);
      expect(bar.x + bar.width).toBeLessThanOrEqual(layout.right);
      expect(bar.width).toBeLessThanOrEqual(40);
    }
    expect(layout.yTicks.map((tick) => tick.y)).toEqual([208, 108, 8]);
  });

  it('thins the X labels so that none overlaps its neighbour', () => {
    const labels = Array.from({ length: 30 }, (_, i) => `11-${String(i + 1).padStart(2, '0')}`);
    const narrow = layOutBars({ values: labels.map(() => 1), labels, axis, width: 375, height: 256 });
    const gaps = narrow.xLabels.slice(1).map((tick, i) => tick.x - narrow.xLabels[i]!.x);
    expect(narrow.xLabels.length).toBeLessThan(30);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(5 * 7 + 12);
    const wide = layOutBars({
      values: [1, 2],
      labels: ['2026-10', '2026-11'],
      axis,
      width: 600,
      height: 256,
    });
    expect(wide.xLabels.map((tick) => tick.text)).toEqual(['2026-10', '2026-11']);
  });

  it('draws nothing before the chart has a width', () => {
    const layout = layOutBars({ values: [1], labels: ['a'], axis, width: 0, height: 256 });
    expect(layout.bars.every((bar) => bar.width === 0)).toBe(true);
  });
});
