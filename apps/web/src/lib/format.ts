/** Display rules of docs/product/interface.md#formats: amounts, currencies, truncation, order ids and order totals. */

const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 2 decimals, US grouping (1,234,567.89); anything that is not a finite number shows as 0.00. */
export const formatAmount = (value: number | string | null | undefined): string => {
  const amount = typeof value === 'string' ? Number(value.replace(/,/g, '')) : Number(value ?? 0);
  return amountFormat.format(Number.isFinite(amount) ? amount : 0);
};

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** A count with US grouping (1,000); `atLeast` marks a lower bound, such as a capped search total (1,000+). */
export const formatCount = (value: number, atLeast = false): string =>
  `${countFormat.format(value)}${atLeast ? '+' : ''}`;

export const DEFAULT_CURRENCY = 'NGN';

export interface CurrencyDisplay {
  code: string;
  symbol: string;
  /** Empty for codes the dashboard does not name. */
  name: string;
}

const currencies: Record<string, { symbol: string; name: string }> = {
  NGN: { symbol: '₦', name: 'Nigeria Naria' },
  GBP: { symbol: '£', name: 'British Pound' },
  EUR: { symbol: '€', name: 'Euro' },
};

/** NGN ₦, GBP £, EUR €; any other code falls back to £ with no name. No code means NGN. */
export const currencyDisplay = (code?: string | null): CurrencyDisplay => {
  const normalised = (code?.trim() || DEFAULT_CURRENCY).toUpperCase();
  const known = currencies[normalised];
  return { code: normalised, symbol: known?.symbol ?? '£', name: known?.name ?? '' };
};

/** Symbol followed by the formatted amount, e.g. '₦1,500.00'. */
export const formatMoney = (value: number | string | null | undefined, code?: string | null) =>
  `${currencyDisplay(code).symbol}${formatAmount(value)}`;

const compactFormats = {
  small: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 }),
  large: new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 }),
};

/**
 * A short money label for chart axes: symbol and compact amount, e.g. '₦2.2M', '₦850K', '₦1.5B',
 * '₦950'. Tables and figures use formatMoney (exact, 2 decimals).
 */
export const formatCompactMoney = (value: number, code?: string | null) => {
  const amount = Number.isFinite(value) ? value : 0;
  const format = Math.abs(amount) < 1000 ? compactFormats.small : compactFormats.large;
  return `${amount < 0 ? '-' : ''}${currencyDisplay(code).symbol}${format.format(Math.abs(amount))}`;
};

/** Cuts text longer than `max` characters and marks the cut with '...'. */
export const truncate = (text: string | null | undefined, max: number): string => {
  const value = text ?? '';
  return value.length > max ? `${value.slice(0, max)}...` : value;
};

export const TRUNCATE_PRODUCT_NAME = 12;
export const TRUNCATE_CATEGORY_TITLE = 12;
export const TRUNCATE_SKU = 6;

export const truncateProductName = (name: string | null | undefined) => truncate(name, TRUNCATE_PRODUCT_NAME);
export const truncateCategoryTitle = (title: string | null | undefined) =>
  truncate(title, TRUNCATE_CATEGORY_TITLE);
export const truncateSku = (sku: string | null | undefined) => truncate(sku, TRUNCATE_SKU);
