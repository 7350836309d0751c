import { formatCompactMoney } from '@/lib/format';

const STEP_FACTORS = [1, 2, 2.5, 5, 10];

/**
 * Round ticks for a money axis that starts at 0: about `steps` steps of 1, 2, 2.5 or 5 × 10ⁿ, the last
 * at or above the largest value. Nothing to show (all zeros) gives the single tick 0.
 */
export function moneyTicks(values: readonly number[], steps = 4): number[] {
  const max = Math.max(0, ...values.filter(Number.isFinite));
  if (max === 0) return [0];
  const raw = max / steps;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = (STEP_FACTORS.find((factor) => factor * magnitude >= raw) ?? 10) * magnitude;
  const count = Math.ceil(max / step - 1e-9);
  return Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
}

/** Pixels per character of a 12 px tick label, and the padding around it. */
const CHAR_PX = 7.5;
const PADDING_PX = 14;

/** The Y axis of a money chart: its ticks, their compact labels and a width that fits the longest. */
export function moneyAxis(values: readonly number[], currency: string) {
  const ticks = moneyTicks(values);
  const format = (value: number) => formatCompactMoney(value, currency);
  const longest = Math.max(...ticks.map((tick) => format(tick).length));
  return {
    ticks,
    domain: [0, ticks.at(-1) || 1] as [number, number],
    format,
    width: Math.ceil(longest * CHAR_PX + PADDING_PX),
  };
}
