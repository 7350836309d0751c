import { z } from 'zod';

/**
 * Money, the one module (decision 018). Amounts cross the API in MAJOR units (naira, dollars, pounds,
 * euros) as JSON numbers, e.g. 1500.5 for ₦1,500.50, and are stored as integer MINOR units (kobo, cents,
 * pence) in bigint columns. Every money field of every request is built with `moneyInput`.
 */
export const CURRENCIES = ['NGN', 'USD', 'GBP', 'EUR'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = 'NGN';
/** Decimals of each currency's minor unit (the ISO 4217 exponent): kobo, cents, pence, cents. */
export const MINOR_UNIT_DIGITS: Record<Currency, number> = { NGN: 2, USD: 2, GBP: 2, EUR: 2 };

/**
 * The largest amount any request may carry: 100 billion major units. In minor units (10^13) it and the
 * sums the server forms from it stay exact in a JavaScript number (below 2^53) and fit a bigint column.
 */
export const MAX_MONEY_AMOUNT = 100_000_000_000;

/** Decimals of a number as JavaScript writes it at its shortest: 10.5 → 1, 1e-9 → 9, 0.1 + 0.2 → 17. */
export function decimalPlaces(value: number): number {
  const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

const scale = (currency: Currency) => 10 ** MINOR_UNIT_DIGITS[currency];
/** Major → minor units; exact for every amount `moneyInput` accepts. */
export const toMinor = (major: number, currency: Currency = DEFAULT_CURRENCY) =>
  Math.round(major * scale(currency));
export const fromMinor = (minor: number, currency: Currency = DEFAULT_CURRENCY) => minor / scale(currency);

/**
 * A number typed as text (a CSV cell, a form input) in plain decimal notation: ASCII digits, an optional
 * fraction after a dot, an optional leading minus, commas only as thousands separators (1,500.50). Null
 * for anything else: exponents (1e9), hexadecimal (0x10), Infinity, full-width digits (１２), 1,5.
 */
const DECIMAL_TEXT = /^-?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d+)?$/;
export function parseDecimalText(text: string): number | null {
  const trimmed = text.trim();
  return DECIMAL_TEXT.test(trimmed) ? Number(trimmed.replace(/,/g, '')) : null;
}

const grouped = (n: number) => n.toLocaleString('en-US');
/** The messages of a money field, by its label ('Price', 'Amount'). */
export const moneyMessages = (label: string, currency: Currency = DEFAULT_CURRENCY) => ({
  required: `${label} is required`,
  notNumber: `${label} must be a number`,
  negative: `${label} must not be negative`,
  notPositive: `${label} must be greater than 0`,
  tooLarge: `${label} must be at most ${grouped(MAX_MONEY_AMOUNT)}`,
  decimals: `${label} can have at most ${MINOR_UNIT_DIGITS[currency]} decimal places`,
});

export interface MoneyInputOptions {
  /** The field's name in messages, e.g. 'Price'. */
  label: string;
  /** True where 0 makes no sense (a top-up, a withdrawal); prices may be 0. */
  positive?: boolean;
  /** Decides the allowed decimals; every supported currency has 2. */
  currency?: Currency;
  /** The message when the field is missing, instead of '<label> is required'. */
  required?: string;
}

/**
 * A money field of a request: a finite JSON number (a string, even '100', is refused), not negative (or
 * above 0), at most MAX_MONEY_AMOUNT, with at most the currency's minor-unit decimals (1e-9 is refused,
 * not rounded to 0).
 */
export function moneyInput({
  label,
  positive = false,
  currency = DEFAULT_CURRENCY,
  required,
}: MoneyInputOptions) {
  const m = moneyMessages(label, currency);
  const number = z.number({
    error: (issue) => (issue.input === undefined ? (required ?? m.required) : m.notNumber),
  });
  return (positive ? number.positive(m.notPositive) : number.min(0, m.negative))
    .max(MAX_MONEY_AMOUNT, m.tooLarge)
    .refine((n) => decimalPlaces(n) <= MINOR_UNIT_DIGITS[currency], m.decimals);
}

/** The whole-number discount shown beside a price, from the original price; 0 when there is none. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!Number.isFinite(price) || price < 0 || !originalPrice || !Number.isFinite(originalPrice)) return 0;
  if (originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
