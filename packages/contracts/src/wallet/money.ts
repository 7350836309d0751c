import { z } from 'zod';

/**
 * The wallet (issue 7). Money crosses the API in MAJOR units — a JSON number with at most 2 decimals,
 * e.g. 50000.5 for ₦50,000.50 — and is stored as integer MINOR units (kobo, cents, pence). All four
 * wallet currencies have 100 minor units per major unit.
 */
export const walletCurrencies = ['NGN', 'USD', 'GBP', 'EUR'] as const;
export const walletCurrency = z.enum(walletCurrencies, 'Choose NGN, USD, GBP or EUR');
export type WalletCurrency = z.infer<typeof walletCurrency>;
export const DEFAULT_WALLET_CURRENCY: WalletCurrency = 'NGN';
/** Currencies the payment provider (Paystack) can charge; GBP and EUR arrive by exchange. */
export const topupCurrencies = ['NGN', 'USD'] as const satisfies readonly WalletCurrency[];
/** Withdrawals go to a Nigerian (NUBAN) bank account, so they are paid in NGN. */
export const PAYOUT_CURRENCY = 'NGN';
export const MINOR_PER_MAJOR = 100;
/** The largest amount one request may move: 100 million major units. */
export const MAX_WALLET_AMOUNT = 100_000_000;
export const PIN_LENGTH = 4;
export const PIN_MAX_ATTEMPTS = 5;

export const toMinorUnits = (major: number) => Math.round(major * MINOR_PER_MAJOR);
export const toMajorUnits = (minor: number) => minor / MINOR_PER_MAJOR;
