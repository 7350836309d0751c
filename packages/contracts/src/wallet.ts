import { z } from 'zod';
import { pageQuery } from './pagination.ts';

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

/** Messages the server sends and the dashboard shows word for word (SPEC §8 and issue 7). */
export const walletMessages = {
  // SPEC §8 fallbacks: the dashboard shows these when a call fails without a server message.
  couldNotCreateWallet: 'Could not create your wallet. Try again later.',
  couldNotVerifyBank: 'Could not verify your bank detail. Try again later.',
  couldNotCreatePin: 'Could not create your pin. Try again later.',
  couldNotChangePin: 'Could not change your pin. Try again later.',
  walletCreated: 'Wallet created successfully',
  walletFetched: 'Wallet fetched successfully',
  walletExists: 'You already have a wallet in this currency',
  pinCreated: 'PIN created successfully',
  pinChanged: 'PIN changed successfully',
  pinFormat: 'PIN must be 4 digits',
  pinTrivial: 'Choose a PIN that is harder to guess (not 0000, 1234 or similar)',
  pinMismatch: 'PINs do not match',
  pinNotSet: 'Create a transaction PIN first',
  oldPinRequired: 'Enter your current PIN to change it',
  pinUnchanged: 'Choose a PIN different from your current PIN',
  pinLocked: 'Too many wrong PINs. PIN use is locked until you log in again.',
  accountResolved: 'Account number resolved',
  accountNumberFormat: 'Account number must be 10 digits',
  bankRequired: 'Choose a bank',
  unknownBank: 'Unknown bank code',
  accountNotFound: 'Could not resolve account name. Check parameters or try again.',
  verificationNotFound: 'Bank verification not found. Verify the account first.',
  verificationExpired: 'This bank verification has expired. Verify the account again.',
  bankDetailsUpdated: 'Bank details updated successfully',
  banksFetched: 'Banks fetched successfully',
  noBankAccount: 'Add a verified bank account before withdrawing',
  insufficientBalance: 'Insufficient balance',
  amountRequired: 'Enter an amount',
  amountPositive: 'Amount must be greater than 0',
  amountTooLarge: `Amount must be at most ${MAX_WALLET_AMOUNT.toLocaleString('en-US')}`,
  amountDecimals: 'Amount can have at most 2 decimal places',
  payoutCurrency: 'Withdrawals are paid out in NGN. Exchange to NGN first.',
  withdrawalStarted: 'Withdrawal initiated',
  topupStarted: 'Top-up initialised. Complete the payment to credit your wallet.',
  topupUnsupportedCurrency: 'Top-ups are available in NGN and USD. Top up in one of them, then exchange.',
  topupNotFound: 'Top-up not found',
  paymentUnavailable: 'The payment provider is unavailable. Try again later.',
  idempotencyKeyRequired: 'Idempotency-Key header is required',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different request',
  sameCurrency: 'Choose two different currencies',
  quoteCreated: 'Quote created',
  quoteNotFound: 'Quote not found',
  quoteExpired: 'This quote has expired. Get a new quote.',
  quoteUsed: 'This quote has already been used',
  exchanged: 'Currency exchanged successfully',
  rateFetched: 'Exchange rate fetched successfully',
  escrowHeld: 'Escrow created. The buyer pays through the payment link.',
  escrowReleased: 'Escrow released to your wallet',
  escrowRefunded: 'Escrow refunded to the buyer',
  escrowExists: 'An escrow hold already exists for this order',
  escrowNotFound: 'Escrow hold not found',
  escrowNotFunded: 'This escrow hold has not been paid yet',
  escrowSettled: 'This escrow hold has already been settled',
  transactionsFetched: 'Transactions fetched successfully',
  transactionFetched: 'Transaction fetched successfully',
  topupFetched: 'Top-up fetched successfully',
  withdrawalFetched: 'Withdrawal fetched successfully',
  escrowFetched: 'Escrow hold fetched successfully',
  transactionNotFound: 'Transaction not found',
  invalidSignature: 'Invalid signature',
  webhookReceived: 'Webhook received',
} as const;

export const pinIncorrectMessage = (attemptsLeft: number) =>
  attemptsLeft > 0
    ? `Incorrect PIN. ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`
    : `Incorrect PIN. ${walletMessages.pinLocked}`;

/** A positive amount in major units with at most 2 decimals. */
export const moneyAmount = z
  .number(walletMessages.amountRequired)
  .positive(walletMessages.amountPositive)
  .max(MAX_WALLET_AMOUNT, walletMessages.amountTooLarge)
  .refine(
    (v) => Math.abs(v * MINOR_PER_MAJOR - Math.round(v * MINOR_PER_MAJOR)) < 1e-6,
    walletMessages.amountDecimals,
  );

/**
 * Every money-moving POST carries an Idempotency-Key: the same key with the same body replays the first
 * response (with `idempotent-replayed: true`); the same key with another body is refused (422). Keys are
 * scoped per merchant and kept at least 24 hours.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyHeaders = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string(walletMessages.idempotencyKeyRequired)
    .trim()
    .min(1, walletMessages.idempotencyKeyRequired)
    .max(255, 'Idempotency-Key must be at most 255 characters'),
});

// ── PIN ──────────────────────────────────────────────────────────────────────

/** All four digits the same, or a run up or down (0123, 1234, 9876, …). */
export const isTrivialPin = (pin: string) =>
  /^(\d)\1{3}$/.test(pin) || '0123456789'.includes(pin) || '9876543210'.includes(pin);
export const pinField = z.string(walletMessages.pinFormat).regex(/^\d{4}$/, walletMessages.pinFormat);
export const newPinField = pinField.refine((pin) => !isTrivialPin(pin), walletMessages.pinTrivial);

/** PUT /v1/wallet/pin: creates the PIN, or changes it when `oldPin` is given (required once a PIN exists). */
export const setPinRequest = z
  .object({ pin: newPinField, confirmPin: z.string().optional(), oldPin: pinField.optional() })
  .refine((v) => v.confirmPin === undefined || v.confirmPin === v.pin, {
    message: walletMessages.pinMismatch,
    path: ['confirmPin'],
  });
export type SetPinRequest = z.infer<typeof setPinRequest>;
export const pinState = z.object({ hasPin: z.boolean(), created: z.boolean() });

// ── Wallet ───────────────────────────────────────────────────────────────────

/** POST /v1/wallet; the body may be left out (an NGN wallet). */
export const createWalletRequest = z.preprocess(
  (body) => body ?? {},
  z.object({ currency: walletCurrency.default(DEFAULT_WALLET_CURRENCY) }),
);
export const walletBalance = z.object({
  currency: walletCurrency,
  balance: z.number(),
  /** Money paid by buyers and held for this merchant's orders until delivery. */
  escrowBalance: z.number(),
  createdAt: z.iso.datetime(),
});
export type WalletBalance = z.infer<typeof walletBalance>;

export const bankAccount = z.object({
  accountNumber: z.string(),
  accountName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  updatedAt: z.iso.datetime(),
});
export type BankAccount = z.infer<typeof bankAccount>;

export const walletOverview = z.object({
  defaultCurrency: walletCurrency,
  wallets: z.array(walletBalance),
  bankAccount: bankAccount.nullable(),
  hasPin: z.boolean(),
  /** True when 5 wrong PINs locked PIN use for this login. */
  pinLocked: z.boolean(),
});
export type WalletOverview = z.infer<typeof walletOverview>;

// ── Bank ─────────────────────────────────────────────────────────────────────

export const bank = z.object({ name: z.string(), code: z.string(), slug: z.string(), currency: z.string() });
export type Bank = z.infer<typeof bank>;

/** POST /v1/wallet/getAccount: SPEC §7 bank verification takes accountNumber and accountBank (a bank code). */
export const resolveAccountRequest = z.object({
  accountNumber: z
    .string(walletMessages.accountNumberFormat)
    .trim()
    .regex(/^\d{10}$/, walletMessages.accountNumberFormat),
  accountBank: z
    .string(walletMessages.bankRequired)
    .trim()
    .regex(/^\d{3,6}$/, walletMessages.bankRequired),
});
export type ResolveAccountRequest = z.infer<typeof resolveAccountRequest>;

/** SPEC §3 "Bank verification result" is the envelope: data (this), message and status. */
export const bankVerification = z.object({
  verificationId: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  expiresAt: z.iso.datetime(),
});
export type BankVerification = z.infer<typeof bankVerification>;

export const updateBankDetailsRequest = z.object({
  verificationId: z.uuid(walletMessages.verificationNotFound),
  pin: pinField,
});

// ── Top-up and withdrawal ────────────────────────────────────────────────────

/** Where the checkout sends the user back: a path of this site, e.g. '/wallet'. */
const callbackPath = z
  .string()
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
  paidAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
});
export type Topup = z.infer<typeof topup>;

/** POST /v1/wallet/debit: the withdrawal (SPEC §7 leaves its path open) to the saved bank account. */
export const debitRequest = z.object({
  amount: moneyAmount,
  pin: pinField,
  currency: z.literal(PAYOUT_CURRENCY, walletMessages.payoutCurrency).default(PAYOUT_CURRENCY),
  narration: z.string().trim().max(100).optional(),
});
export const payoutStatus = z.enum(['pending', 'success', 'failed', 'reversed']);
export const payout = z.object({
  reference: z.string(),
  amount: z.number(),
  currency: walletCurrency,
  status: payoutStatus,
  accountNumber: z.string(),
  accountName: z.string(),
  bankName: z.string(),
  failureReason: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
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
  asOf: z.iso.datetime(),
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
  rateAsOf: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  status: z.enum(['open', 'executed', 'expired']),
});
export type ExchangeQuote = z.infer<typeof exchangeQuote>;
export const exchangeRequest = z.object({ quoteId: z.uuid(walletMessages.quoteNotFound) });
export const exchangeResult = z.object({
  quote: exchangeQuote,
  balances: z.array(z.object({ currency: walletCurrency, balance: z.number() })),
});

// ── Escrow ───────────────────────────────────────────────────────────────────

const orderId = z.string().trim().min(1, 'Enter the order id').max(64);
/** POST /v1/wallet/escrow: hold a buyer's payment for an order, then release it on delivery or refund it. */
export const escrowRequest = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('hold'),
    orderId,
    amount: moneyAmount,
    currency: walletCurrency.default(DEFAULT_WALLET_CURRENCY),
    customerEmail: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email')),
    callbackUrl: callbackPath.optional(),
  }),
  z.object({ action: z.literal('release'), orderId }),
  z.object({ action: z.literal('refund'), orderId }),
]);
export type EscrowRequest = z.infer<typeof escrowRequest>;
export const escrowStatus = z.enum(['awaiting_payment', 'held', 'released', 'refunded']);
export const escrowHold = z.object({
  id: z.string(),
  orderId: z.string(),
  amount: z.number(),
  currency: walletCurrency,
  status: escrowStatus,
  customerEmail: z.string(),
  /** The checkout page the buyer pays on while the hold awaits payment. */
  authorizationUrl: z.string(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type EscrowHold = z.infer<typeof escrowHold>;
export const escrowResult = z.object({ hold: escrowHold, balance: z.number().nullable() });

// ── Transactions ─────────────────────────────────────────────────────────────

export const paymentStatus = payoutStatus;
export type PaymentStatus = z.infer<typeof paymentStatus>;
export const transactionAction = z.enum(['credit', 'debit']);
export const transactionType = z.enum([
  'topup',
  'withdrawal',
  'withdrawal_reversal',
  'exchange',
  'escrow_release',
]);
export type TransactionType = z.infer<typeof transactionType>;

const day = z.union([z.iso.date(), z.iso.datetime({ offset: true })], 'Use a date such as 2025-01-31');
/** GET /v1/wallet/transactions: newest first; startDate and endDate are inclusive (UTC days). */
export const transactionsQuery = pageQuery
  .extend({
    paymentStatus: paymentStatus.optional(),
    action: transactionAction.optional(),
    type: transactionType.optional(),
    currency: walletCurrency.optional(),
    startDate: day.optional(),
    endDate: day.optional(),
  })
  .refine((q) => !q.startDate || !q.endDate || q.startDate.slice(0, 10) <= q.endDate.slice(0, 10), {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });
export type TransactionsQuery = z.infer<typeof transactionsQuery>;

/** One line of the statement: one movement of one wallet. */
export const walletTransaction = z.object({
  id: z.string(),
  transactionId: z.string(),
  reference: z.string(),
  type: transactionType,
  action: transactionAction,
  currency: walletCurrency,
  amount: z.number(),
  paymentStatus,
  description: z.string(),
  createdAt: z.iso.datetime(),
});
export type WalletTransaction = z.infer<typeof walletTransaction>;
