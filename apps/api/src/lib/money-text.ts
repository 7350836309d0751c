const amountFormat = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** docs/product/interface.md#formats symbols; the PDF falls back to the code ('NGN ') when it has no font with the symbol. */
const SYMBOLS: Record<string, string> = { NGN: '₦', GBP: '£', EUR: '€' };
export const currencySymbol = (currency: string) => SYMBOLS[currency] ?? `${currency} `;

/** Minor units as the dashboard shows money: 2 decimals, US grouping, e.g. '₦1,500.00'. */
export const formatMinor = (minor: number, prefix: string) => `${prefix}${amountFormat.format(minor / 100)}`;

/** Naira in minor units as emails and notifications write it: '₦1,234.50'. */
export const naira = (minor: number) => formatMinor(minor, '₦');
