import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { newId, timestamps } from './columns.ts';

/**
 * The wallet: a double-entry ledger (docs/decisions/004-wallet-ledger.md). Money is integer minor units.
 * `ledger_entries` and `ledger_transactions` are append-only (a trigger refuses UPDATE and DELETE) and
 * every transaction sums to zero per currency (a deferred constraint trigger checks it at commit).
 */
const CURRENCIES = sql`('NGN', 'USD', 'GBP', 'EUR')`;
const currency = () => text({ enum: ['NGN', 'USD', 'GBP', 'EUR'] }).notNull();
const merchantId = () =>
  uuid()
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
/** Ledger rows outlive nothing: a merchant with money history cannot be deleted. */
const ledgerMerchantId = () =>
  uuid()
    .notNull()
    .references(() => users.id);
const tenantId = () => uuid().notNull().$defaultFn(newId);
const money = () => bigint({ mode: 'number' }).notNull();
const at = () => timestamp({ withTimezone: true });

/** One wallet per merchant and currency; `balance` always equals the sum of its ledger entries. */
export const wallets = pgTable(
  'wallets',
  {
    merchantId: merchantId(),
    currency: currency(),
    balance: money().default(0),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.currency] }),
    check('wallets_balance_non_negative', sql`${t.balance} >= 0`),
    check('wallets_currency_known', sql`${t.currency} IN ${CURRENCIES}`),
  ],
);

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    merchantId: ledgerMerchantId(),
    id: tenantId(),
    kind: text({
      enum: [
        'topup',
        'withdrawal',
        'withdrawal_settlement',
        'withdrawal_reversal',
        'exchange',
        'escrow_hold',
        'escrow_release',
        'escrow_refund',
      ],
    }).notNull(),
    /** The business reference: top-up, payout or escrow reference, or the exchange quote id. */
    reference: text().notNull(),
    description: text().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] }), index().on(t.merchantId, t.reference)],
);

/**
 * One leg of a transaction. `account` is 'wallet' (the merchant's wallet in `currency`) or a system
 * account of the merchant's sub-ledger: 'escrow', 'fx', 'payouts:in_transit', 'provider:<name>'.
 * Positive amounts are credits to the account.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    merchantId: ledgerMerchantId(),
    id: tenantId(),
    transactionId: uuid().notNull(),
    account: text().notNull(),
    currency: currency(),
    amount: money(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    foreignKey({
      columns: [t.merchantId, t.transactionId],
      foreignColumns: [ledgerTransactions.merchantId, ledgerTransactions.id],
    }),
    index().on(t.merchantId, t.transactionId),
    index().on(t.merchantId, t.account, t.currency),
    index('ledger_entries_statement')
      .on(t.merchantId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.account} = 'wallet'`),
    check('ledger_entries_amount_non_zero', sql`${t.amount} <> 0`),
  ],
);

/** The first response to each Idempotency-Key, replayed to retries; purged after 24 hours. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    merchantId: merchantId(),
    key: text().notNull(),
    /** SHA-256 of method, path and canonical body (without the PIN). */
    requestHash: text().notNull(),
    statusCode: integer(),
    response: jsonb().$type<{ message: string; data: unknown; code?: string }>(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.key] }), index().on(t.createdAt)],
);

/** The transaction PIN, as a keyed hash; `lockedAt` blocks sessions that began before it. */
export const walletPins = pgTable(
  'wallet_pins',
  {
    merchantId: merchantId().primaryKey(),
    pinHash: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    lockedAt: at(),
    ...timestamps,
  },
  (t) => [check('wallet_pins_attempts_non_negative', sql`${t.failedAttempts} >= 0`)],
);

/** Each account resolution (POST /v1/wallet/getAccount); saving bank details needs a recent one. */
export const bankVerifications = pgTable(
  'bank_verifications',
  {
    merchantId: merchantId(),
    id: tenantId(),
    accountNumber: text().notNull(),
    bankCode: text().notNull(),
    bankName: text().notNull(),
    accountName: text().notNull(),
    expiresAt: at().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.id] })],
);

/** The merchant's withdrawal account, with the provider's transfer recipient for it. */
export const bankAccounts = pgTable('bank_accounts', {
  merchantId: merchantId().primaryKey(),
  accountNumber: text().notNull(),
  bankCode: text().notNull(),
  bankName: text().notNull(),
  accountName: text().notNull(),
  recipientCode: text().notNull(),
  verificationId: uuid().notNull(),
  ...timestamps,
});

export const topups = pgTable(
  'topups',
  {
    merchantId: merchantId(),
    id: tenantId(),
    reference: text().notNull(),
    amount: money(),
    currency: currency(),
    status: text({ enum: ['pending', 'success', 'failed', 'abandoned'] })
      .notNull()
      .default('pending'),
    email: text().notNull(),
    authorizationUrl: text().notNull(),
    accessCode: text().notNull(),
    ledgerTransactionId: uuid(),
    paidAt: at(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    unique().on(t.merchantId, t.reference),
    index().on(t.reference),
    check('topups_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    merchantId: merchantId(),
    id: tenantId(),
    reference: text().notNull(),
    amount: money(),
    currency: currency(),
    status: text({ enum: ['pending', 'success', 'failed', 'reversed'] })
      .notNull()
      .default('pending'),
    accountNumber: text().notNull(),
    bankCode: text().notNull(),
    bankName: text().notNull(),
    accountName: text().notNull(),
    recipientCode: text().notNull(),
    reason: text().notNull(),
    /** Set once the provider accepted the transfer; a pending payout without it is dispatched again. */
    transferCode: text(),
    failureReason: text(),
    ledgerTransactionId: uuid().notNull(),
    settlementTransactionId: uuid(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    unique().on(t.merchantId, t.reference),
    index().on(t.reference),
    index().on(t.status, t.createdAt),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    merchantId: merchantId(),
    id: tenantId(),
    fromCurrency: currency(),
    toCurrency: currency(),
    fromAmount: money(),
    toAmount: money(),
    rate: numeric({ precision: 30, scale: 12 }).notNull(),
    rateAsOf: at().notNull(),
    expiresAt: at().notNull(),
    status: text({ enum: ['open', 'executed'] })
      .notNull()
      .default('open'),
    ledgerTransactionId: uuid(),
    executedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    check('exchange_quotes_amounts_positive', sql`${t.fromAmount} > 0 AND ${t.toAmount} > 0`),
  ],
);

/** A buyer's payment for an order, held until delivery (released to the wallet) or refunded. */
export const escrowHolds = pgTable(
  'escrow_holds',
  {
    merchantId: merchantId(),
    id: tenantId(),
    orderId: text().notNull(),
    reference: text().notNull(),
    amount: money(),
    currency: currency(),
    status: text({ enum: ['awaiting_payment', 'held', 'released', 'refunded'] })
      .notNull()
      .default('awaiting_payment'),
    customerEmail: text().notNull(),
    authorizationUrl: text().notNull(),
    fundedTransactionId: uuid(),
    settledTransactionId: uuid(),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.id] }),
    unique().on(t.merchantId, t.orderId),
    unique().on(t.merchantId, t.reference),
    index().on(t.reference),
    check('escrow_holds_amount_positive', sql`${t.amount} > 0`),
  ],
);

// ── The simulated payment provider's own records (not tenant data: they stand in for Paystack) ──

export const paystackSimTransactions = pgTable('paystack_sim_transactions', {
  reference: text().primaryKey(),
  accessCode: text().notNull().unique(),
  email: text().notNull(),
  amount: money(),
  currency: text().notNull(),
  status: text({ enum: ['pending', 'success', 'abandoned', 'reversed'] })
    .notNull()
    .default('pending'),
  callbackUrl: text(),
  metadata: jsonb().$type<Record<string, unknown>>().notNull().default({}),
  paidAt: at(),
  createdAt: timestamps.createdAt,
});

export const paystackSimRecipients = pgTable('paystack_sim_recipients', {
  recipientCode: text().primaryKey(),
  name: text().notNull(),
  accountNumber: text().notNull(),
  bankCode: text().notNull(),
  currency: text().notNull(),
  createdAt: timestamps.createdAt,
});

export const paystackSimTransfers = pgTable(
  'paystack_sim_transfers',
  {
    reference: text().primaryKey(),
    transferCode: text().notNull().unique(),
    recipientCode: text().notNull(),
    amount: money(),
    currency: text().notNull(),
    reason: text().notNull(),
    status: text({ enum: ['pending', 'success', 'failed', 'reversed'] })
      .notNull()
      .default('pending'),
    /** When the transfer job settles it (creation + the configured delay). */
    dueAt: at().notNull(),
    completedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index().on(t.status, t.dueAt)],
);

/** Outgoing webhook events, delivered by a job with retries until acknowledged with a 2xx. */
export const paystackSimWebhooks = pgTable(
  'paystack_sim_webhooks',
  {
    id: uuid().primaryKey().$defaultFn(newId),
    event: text().notNull(),
    /** The exact body that is signed and sent. */
    payload: text().notNull(),
    attempts: integer().notNull().default(0),
    nextAttemptAt: at().notNull().defaultNow(),
    lastStatus: integer(),
    deliveredAt: at(),
    failedAt: at(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('paystack_sim_webhooks_due')
      .on(t.nextAttemptAt)
      .where(sql`${t.deliveredAt} IS NULL AND ${t.failedAt} IS NULL`),
  ],
);
