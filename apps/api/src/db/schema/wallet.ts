import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantPrimaryKey, timestamps } from './columns.ts';
import { at, CURRENCIES, currency, ledgerMerchantId, money } from './wallet-columns.ts';
import { merchantId, tenantId, tenantKey } from './tenant-columns.ts';

/**
 * The wallet: a double-entry ledger (docs/decisions/004-wallet-ledger.md). Money is integer minor units.
 * `ledger_entries` and `ledger_transactions` are append-only (a trigger refuses UPDATE and DELETE) and
 * every transaction sums to zero per currency (a deferred constraint trigger checks it at commit).
 */

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
        'invoice_payment',
        'offline_sale',
        'refund',
      ],
    }).notNull(),
    /** The business reference: top-up, payout or escrow reference, or the exchange quote id. */
    reference: text().notNull(),
    description: text().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    tenantPrimaryKey(t),
    index().on(t.merchantId, t.reference),
    // An escrow is funded, released or refunded at most once: the database refuses a second posting.
    uniqueIndex('ledger_transactions_escrow_once')
      .on(t.merchantId, t.kind, t.reference)
      .where(sql`${t.kind} IN ('escrow_hold', 'escrow_release', 'escrow_refund')`),
  ],
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
    tenantPrimaryKey(t),
    foreignKey({
      columns: [t.merchantId, t.transactionId],
      foreignColumns: [ledgerTransactions.merchantId, ledgerTransactions.id],
    }),
    index().on(t.merchantId, t.transactionId),
    index().on(t.merchantId, t.account, t.currency),
    index('ledger_entries_statement')
      .on(t.merchantId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.account} = 'wallet'`),
    // The dashboard's wallet inflow and outflow of a range, as an index-only scan (money-repository.ts).
    index('ledger_entries_wallet_flows')
      .on(t.merchantId, t.currency, t.createdAt, t.amount)
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

/**
 * The transaction PIN, as a keyed hash, and the merchant's PIN lock (every session of the merchant sees
 * the same one). `failedAttempts` counts wrong PINs since the last lock or success; each lock raises
 * `lockLevel`. A lock with `lockedUntil` ends by itself; one without it lasts until an emailed code
 * (`unlockCode*`) is entered.
 */
export const walletPins = pgTable(
  'wallet_pins',
  {
    merchantId: merchantId().primaryKey(),
    pinHash: text().notNull(),
    failedAttempts: integer().notNull().default(0),
    lockLevel: integer().notNull().default(0),
    lockedAt: at(),
    lockedUntil: at(),
    unlockCodeHash: text(),
    unlockCodeExpiresAt: at(),
    unlockCodeAttempts: integer().notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check('wallet_pins_attempts_non_negative', sql`${t.failedAttempts} >= 0`),
    check('wallet_pins_lock_level_non_negative', sql`${t.lockLevel} >= 0`),
  ],
);

/** Each account resolution (POST /v1/wallet/getAccount); saving bank details needs a recent one. */
export const bankVerifications = pgTable(
  'bank_verifications',
  {
    ...tenantKey(),
    accountNumber: text().notNull(),
    bankCode: text().notNull(),
    bankName: text().notNull(),
    accountName: text().notNull(),
    /** Whether the account name matched the merchant's full or business name (bank-name-match.ts). */
    nameMatched: boolean().notNull().default(false),
    expiresAt: at().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [tenantPrimaryKey(t)],
);

/** The merchant's withdrawal account, with the provider's transfer recipient for it. */
export const bankAccounts = pgTable('bank_accounts', {
  merchantId: merchantId().primaryKey(),
  accountNumber: text().notNull(),
  bankCode: text().notNull(),
  bankName: text().notNull(),
  accountName: text().notNull(),
  /** False: the merchant confirmed an account in another name. Null: saved before names were compared. */
  nameMatched: boolean(),
  recipientCode: text().notNull(),
  verificationId: uuid().notNull(),
  ...timestamps,
});

export * from './wallet-movements.ts';
export * from './paystack-sim.ts';
