import type { RateSnapshot, RatesProvider } from './rates-provider.ts';

/**
 * The bundled rate table: mid-market snapshots (units per US dollar), oldest first. The newest one not
 * later than the moment asked for applies.
 */
export const RATE_TABLE: RateSnapshot[] = [
  {
    asOf: new Date('2025-05-01T09:00:00Z'),
    source: 'bundled',
    perUsd: { USD: 1, NGN: 1602.5, GBP: 0.7508, EUR: 0.8826 },
  },
  {
    asOf: new Date('2025-06-02T09:00:00Z'),
    source: 'bundled',
    perUsd: { USD: 1, NGN: 1578.2, GBP: 0.7391, EUR: 0.8768 },
  },
  {
    asOf: new Date('2025-07-01T09:00:00Z'),
    source: 'bundled',
    perUsd: { USD: 1, NGN: 1530.75, GBP: 0.7289, EUR: 0.8492 },
  },
  {
    asOf: new Date('2025-08-01T09:00:00Z'),
    source: 'bundled',
    perUsd: { USD: 1, NGN: 1532.1, GBP: 0.7521, EUR: 0.8651 },
  },
];

export class BundledRatesProvider implements RatesProvider {
  constructor(private readonly table: RateSnapshot[] = RATE_TABLE) {}

  async snapshot(at: Date = new Date()): Promise<RateSnapshot> {
    const taken = this.table.filter((s) => s.asOf <= at);
    return taken.at(-1) ?? this.table[0]!;
  }
}
