import { describe, expect, it } from 'vitest';
import { moneyAxis, moneyTicks } from './chart-scale';

describe('moneyTicks', () => {
  it.each([
    [
      [2_188_000, 1_000_000, 0],
      [0, 1_000_000, 2_000_000, 3_000_000],
    ],
    [[850_000], [0, 250_000, 500_000, 750_000, 1_000_000]],
    [[21_880], [0, 10_000, 20_000, 30_000]],
    [[400], [0, 100, 200, 300, 400]],
    [[1.5], [0, 0.5, 1, 1.5]],
    [[0, 0], [0]],
    [[], [0]],
  ])('%j → %j', (values, ticks) => {
    expect(moneyTicks(values)).toEqual(ticks);
  });

  it('always reaches the largest value in at most 5 steps', () => {
    for (const max of [1, 7, 99, 1234, 98_765, 4_321_000, 123_456_789]) {
      const ticks = moneyTicks([max]);
      expect(ticks.at(-1)).toBeGreaterThanOrEqual(max);
      expect(ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('moneyAxis', () => {
  it('labels ticks compactly with the currency symbol and fits the width to the longest label', () => {
    const millions = moneyAxis([2_188_000], 'NGN');
    expect(millions.ticks.map(millions.format)).toEqual(['₦0', '₦1M', '₦2M', '₦3M']);
    expect(millions.domain).toEqual([0, 3_000_000]);
    expect(millions.width).toBe(Math.ceil(3 * 7.5 + 14));
    const thousands = moneyAxis([850_000], 'NGN');
    expect(thousands.ticks.map(thousands.format)).toEqual(['₦0', '₦250K', '₦500K', '₦750K', '₦1M']);
    // '₦250K' is the longest label: 5 characters.
    expect(thousands.width).toBe(Math.ceil(5 * 7.5 + 14));
    expect(moneyAxis([0], 'NGN').domain).toEqual([0, 1]);
  });
});
