import { z } from 'zod';
import { CURRENCIES, type Currency, DEFAULT_CURRENCY } from '../money.ts';

/** The wallet currencies (docs/product/wallet.md): every currency of the money module (../money.ts). */
export const walletCurrencies = CURRENCIES;
export const walletCurrency = z.enum(walletCurrencies, 'Choose NGN, USD, GBP or EUR');
export type WalletCurrency = Currency;
export const DEFAULT_WALLET_CURRENCY: WalletCurrency = DEFAULT_CURRENCY;
/** Currencies the payment provider (Paystack) can charge; GBP and EUR arrive by exchange. */
export const topupCurrencies = ['NGN', 'USD'] as const satisfies readonly WalletCurrency[];
/** Withdrawals go to a Nigerian (NUBAN) bank account, so they are paid in NGN. */
export const PAYOUT_CURRENCY = 'NGN';
