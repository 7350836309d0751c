import { z } from 'zod';

/**
 * Money crosses the API in major units (naira, pounds…) as a JSON number with at most 2 decimals,
 * e.g. 1500.5; the server stores integer minor units (kobo, pence) and converts at the edge.
 */
export const MAX_AMOUNT = 100_000_000_000;
export const DEFAULT_CURRENCY = 'NGN';

const hasAtMostTwoDecimals = (n: number) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6;

export const moneyField = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} must not be negative`)
    .max(MAX_AMOUNT, `${label} is too large`)
    .refine(hasAtMostTwoDecimals, `${label} can have at most 2 decimal places`);

export const toMinor = (major: number) => Math.round(major * 100);
export const fromMinor = (minor: number) => minor / 100;

/** The whole-number discount shown beside a price, from the original price; 0 when there is none. */
export function discountPercent(price: number, originalPrice: number | null | undefined): number {
  if (!originalPrice || originalPrice <= price) return 0;
  return Math.round(((originalPrice - price) / originalPrice) * 100);
}
