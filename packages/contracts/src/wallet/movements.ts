import { z } from 'zod';
import { timestamp } from '../timestamp.ts';
import { singleLineText } from '../text.ts';
import { moneyAmount, pinField } from './fields.ts';
import { walletMessages } from './messages.ts';
import { DEFAULT_WALLET_CURRENCY, PAYOUT_CURRENCY, walletCurrency } from './currencies.ts';

// ── Top-up and withdrawal ────────────────────────────────────────────────────

/** Where the checkout sends the user back: a path of this site, e.g. '/wallet'. */
const callbackPath = singleLineText()
  .trim()
  .max(500)
  .regex(/^\/(?![/\\])[^\s]*$/, 'callbackUrl must be a path of this site, such as /wallet');

export const topupRequest = z.object({
  amount: moneyAmount,
  currency: walletCurrency.default(DEFAULT_WALLET_CURRENCY),
  callbackUrl: callbackPath.optional(),
});
export const topupStatus = z.enum(['pending', 'success', 'failed', 'abandoned']);
export const topup = z.object({
  reference: z.string(),
  amount: z.number(),
  currency: walletCurrency,
  status: topupStatus,
  /** The provider's checkout page; send the user there. */
  authorizationUrl: z.string(),
  accessCode: z.string(),
  paidAt: timestamp.nullable(),
  createdAt: timestamp,
});
export type Topup = z.infer<typeof topup>;

/** POST /v1/wallet/debit: the withdrawal (docs/product/wallet.md#calls leaves its path open) to the saved bank account. */
export const debitRequest = z.object({
  amount: moneyAmount,
  pin: pinField,
  currency: z.literal(PAYOUT_CURRENCY, walletMessages.payoutCurrency).default(PAYOUT_CURRENCY),
  narration: singleLineText().trim().max(100).optional(),
});
/**
 * What a withdrawal costs on top of its amount, in major units: nothing — the wallet is debited exactly
 * the amount (payout-service). The dashboard's confirmation shows it before the PIN is asked.
 */
export const WITHDRAWAL_FEE = 0;
/**
 * `held`: reserved on the ledger but not sent, because the bank account changed recently (released when
 * the hold ends or by an operator); `cancelled`: a held payout an operator stopped, its money returned.
 */
export const payoutStatus = z.enum(['held', 'pending', 'success', 'failed', 'reversed', 'cancelled']);
export const payout = z.object({
  reference: z.string(),
  amount: z.number(),
  currency: walletCurrency,
  status: payoutStatus,
  accountNumber: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  failureReason: z.string().nullable(),
  /** When a held payout is released; null otherwise. */
  heldUntil: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type Payout = z.infer<typeof payout>;
export const debitResult = z.object({ payout, balance: z.number() });

// ── Exchange ─────────────────────────────────────────────────────────────────

export const exchangeRateQuery = z.object({
  from: walletCurrency.default(DEFAULT_WALLET_CURRENCY),
  to: walletCurrency.optional(),
});
export const exchangeRate = z.object({
  from: walletCurrency,
  to: walletCurrency.nullable(),
  /** Units of `to` per one unit of `from`; null when `to` is not given. */
  rate: z.number().nullable(),
  /** Units of each currency per one unit of `from`. */
  rates: z.record(walletCurrency, z.number()),
  asOf: timestamp,
  source: z.string(),
});
export const exchangeQuoteRequest = z
  .object({ from: walletCurrency, to: walletCurrency, amount: moneyAmount })
  .refine((v) => v.from !== v.to, { message: walletMessages.sameCurrency, path: ['to'] });
export const exchangeQuote = z.object({
  id: z.string(),
  from: walletCurrency,
  to: walletCurrency,
  amount: z.number(),
  convertedAmount: z.number(),
  rate: z.number(),
  rateAsOf: timestamp,
  expiresAt: timestamp,
  status: z.enum(['open', 'executed', 'expired']),
});
export type ExchangeQuote = z.infer<typeof exchangeQuote>;
export const exchangeRequest = z.object({ quoteId: z.uuid(walletMessages.quoteNotFound) });
export const exchangeResult = z.object({
  quote: exchangeQuote,
  balances: z.array(z.object({ currency: walletCurrency, balance: z.number() })),
});

// ── Escrow ───────────────────────────────────────────────────────────────────

const orderId = singleLineText().trim().min(1, 'Enter the order id').max(64);
/** POST /v1/wallet/escrow: hold a buyer's payment for an order, then release it on delivery or refund it. */
export const escrowRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('hold'),
    orderId,
    amount: moneyAmount,
    currency: walletCurrency.default(DEFAULT_WALLET_CURRENCY),
    customerEmail: singleLineText().trim().toLowerCase().pipe(z.email('Enter a valid email')),
    callbackUrl: callbackPath.optional(),
  }),
  z.object({ action: z.literal('release'), orderId }),
  z.object({ action: z.literal('refund'), orderId }),
]);
export type EscrowRequest = z.infer<typeof escrowRequest>;
/** 'expired': a checkout order's hold whose buyer never paid. */
export const escrowStatus = z.enum(['awaiting_payment', 'held', 'released', 'refunded', 'expired']);
export const escrowHold = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.number(),
  currency: walletCurrency,
  status: escrowStatus,
  customerEmail: z.string(),
  /** The checkout page the buyer pays on while the hold awaits payment. */
  authorizationUrl: z.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
export type EscrowHold = z.infer<typeof escrowHold>;
export const escrowResult = z.object({ hold: escrowHold, balance: z.number().nullable() });
