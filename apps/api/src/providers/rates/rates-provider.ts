import type { WalletCurrency } from '@oja/contracts';

/** A table of rates taken at one moment: units of each currency per one US dollar. */
export interface RateSnapshot {
  asOf: Date;
  source: string;
  perUsd: Record<WalletCurrency, number>;
}

/** Exchange rates (docs/architecture.md#where-each-kind-of-code-lives): a bundled table today, a rates provider's API in production. */
export interface RatesProvider {
  /** The newest snapshot taken at or before `at`. */
  snapshot(at?: Date): Promise<RateSnapshot>;
}

const RATE_DECIMALS = 12;

/**
 * Units of `to` per one unit of `from`, as a decimal string with 12 decimals: quotes store and convert
 * with this exact string, so the rate shown is the rate applied.
 */
export function crossRate(snapshot: RateSnapshot, from: WalletCurrency, to: WalletCurrency): string {
  return (snapshot.perUsd[to] / snapshot.perUsd[from]).toFixed(RATE_DECIMALS);
}

/** amount × rate in minor units, rounded down (exact integer arithmetic; the remainder stays with the exchange). */
export function convertMinor(amountMinor: number, rate: string): number {
  const [whole = '0', fraction = ''] = rate.split('.');
  const scaled = BigInt(whole + fraction.padEnd(RATE_DECIMALS, '0').slice(0, RATE_DECIMALS));
  return Number((BigInt(amountMinor) * scaled) / 10n ** BigInt(RATE_DECIMALS));
}
