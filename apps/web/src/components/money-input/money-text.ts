/**
 * Money as the dashboard types it. A money field holds its amount as TEXT in one canonical form — digits
 * without leading zeros, then optionally "." and at most the currency's decimals ("1234.5", "0.05",
 * "12.") — shows it grouped in thousands ("1,234.5"), and converts it to integer minor units (kobo) with
 * string arithmetic only, so what the merchant sees is exactly what is sent.
 */

/** docs/product/interface.md#formats: amounts have 2 decimal places (NGN, the default currency, and every wallet currency). */
export const MONEY_DECIMALS = 2;

/** How a currency's amounts are typed: its symbol, decimals and the largest amount a field accepts. */
export interface MoneyFormat {
  currency: string;
  symbol: string;
  decimals: number;
  /** The largest amount, in minor units. */
  maxMinor: number;
}

/** The currency's decimals as Intl knows them (2 for NGN, USD, GBP, EUR; 0 for JPY). */
export const currencyDecimals = (currency: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
  2;

export function moneyFormat(currency: string, symbol: string, maxMajor: number): MoneyFormat {
  const decimals = currencyDecimals(currency);
  return { currency, symbol, decimals, maxMinor: Math.round(maxMajor * 10 ** decimals) };
}

/** Canonical text: '' or digits (no leading zero unless the only one), optionally '.' and decimals. */
export function isMoneyText(text: string, decimals: number): boolean {
  if (text === '') return true;
  const [whole = '', fraction, ...more] = text.split('.');
  const wholeOk = /^\d+$/.test(whole) && (whole === '0' || !whole.startsWith('0'));
  const fractionOk =
    fraction === undefined || (decimals > 0 && /^\d*$/.test(fraction) && fraction.length <= decimals);
  return wholeOk && fractionOk && more.length === 0;
}

/** '1234567.5' → '1,234,567.5': commas between groups of three digits of the whole part. */
export function groupMoneyText(text: string): string {
  const dot = text.indexOf('.');
  const whole = dot === -1 ? text : text.slice(0, dot);
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return groups.join(',') + (dot === -1 ? '' : text.slice(dot));
}

/** Commas only between groups of three digits of the whole part ('1,000,000.5'; not '1,00' or '1.0,5'). */
export function isWellGrouped(text: string): boolean {
  const [whole = '', fraction, ...more] = text.split('.');
  const [first = '', ...rest] = whole.split(',');
  return (
    more.length === 0 &&
    /^\d{1,3}$/.test(first) &&
    rest.every((group) => /^\d{3}$/.test(group)) &&
    (fraction === undefined || /^\d*$/.test(fraction))
  );
}

/**
 * The amount in minor units ('1,234.5' or '1234.5' → 123450 for 2 decimals); null for '' (no amount).
 * Exact: digits are concatenated, never multiplied as a float.
 */
export function moneyTextToMinor(text: string, decimals = MONEY_DECIMALS): number | null {
  const plain = text.replace(/,/g, '');
  if (plain === '') return null;
  const [whole = '', fraction = ''] = plain.split('.');
  return Number((whole || '0') + fraction.padEnd(decimals, '0'));
}

/** 150050 → '1500.50', 150000 → '1500' (the canonical text of an amount that has no typing history). */
export function minorToMoneyText(minor: number, decimals = MONEY_DECIMALS): string {
  const digits = String(Math.trunc(Math.abs(minor))).padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals);
  return decimals === 0 || /^0*$/.test(fraction) ? whole : `${whole}.${fraction}`;
}

/** An amount the API sent (major units, e.g. 1500.5) as canonical text; '' for none. */
export const majorToMoneyText = (major: number | null | undefined, decimals = MONEY_DECIMALS) =>
  major === null || major === undefined || !Number.isFinite(major)
    ? ''
    : minorToMoneyText(Math.round(major * 10 ** decimals), decimals);

/**
 * The amount in major units as the API takes it (a JSON number): minor / 10^decimals, which prints as
 * exactly the typed decimal and which the server's Math.round(major × 100) turns back into `minor`.
 */
export function moneyTextToMajor(text: string, decimals = MONEY_DECIMALS): number | undefined {
  const minor = moneyTextToMinor(text, decimals);
  return minor === null ? undefined : minor / 10 ** decimals;
}
