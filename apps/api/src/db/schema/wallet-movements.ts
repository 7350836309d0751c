import { sql } from 'drizzle-orm';
import { bigint, check, index, numeric, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { tenantKey } from './tenant-columns.ts';
import { tenantPrimaryKey, timestamps } from './columns.ts';
import { at, currency, money } from './wallet-columns.ts';

/** Money coming in and going out of the wallet: top-ups, payouts, exchange quotes, escrow holds. */
export const topups = pgTable(
  'topups',
  {
    ...tenantKey(),
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
    tenantPrimaryKey(t),
    unique().on(t.merchantId, t.reference),
    index().on(t.reference),
    check('topups_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const payouts = pgTable(
  'payouts',
  {
    ...tenantKey(),
    reference: text().notNull(),
    amount: money(),
    currency: currency(),
    /** 'held' payouts are reserved on the ledger but not sent until `heldUntil` or an operator's release. */
    status: text({ enum: ['held', 'pending', 'success', 'failed', 'reversed', 'cancelled'] })
      .notNull()
      .default('pending'),
    heldUntil: at(),
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
    tenantPrimaryKey(t),
    unique().on(t.merchantId, t.reference),
    index().on(t.reference),
    index().on(t.status, t.createdAt),
    check('payouts_amount_positive', sql`${t.amount} > 0`),
  ],
);

export const exchangeQuotes = pgTable(
  'exchange_quotes',
  {
    ...tenantKey(),
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
    tenantPrimaryKey(t),
    check('exchange_quotes_amounts_positive', sql`${t.fromAmount} > 0 AND ${t.toAmount} > 0`),
  ],
);

/**
 * A buyer's payment for an order, held until delivery (released to the wallet) or refunded. Holds opened
 * by the checkout name their order (`orderType`, `orderReference`) and follow it: funded when it is paid,
 * released on delivery (a service order's after `releaseAt`), refunded when it is cancelled, expired when
 * it was never paid. Holds opened through POST /v1/wallet/escrow name an order of the caller's own.
 */
export const escrowHolds = pgTable(
  'escrow_holds',
  {
    ...tenantKey(),
    orderId: text().notNull(),
    reference: text().notNull(),
    amount: money(),
    currency: currency(),
    status: text({ enum: ['awaiting_payment', 'held', 'released', 'refunded', 'expired'] })
      .notNull()
      .default('awaiting_payment'),
    customerEmail: text().notNull(),
    authorizationUrl: text().notNull(),
    orderType: text({ enum: ['PRODUCT', 'SERVICE'] }),
    orderReference: text(),
    /** What refunds took out of the hold while held (minor units); a release moves the rest. */
    refundedAmount: money().default(0),
    fundedAt: at(),
    releaseAt: at(),
    fundedTransactionId: uuid(),
    settledTransactionId: uuid(),
    ...timestamps,
  },
  (t) => [
    tenantPrimaryKey(t),
    unique().on(t.merchantId, t.orderId),
    unique().on(t.merchantId, t.reference),
    index().on(t.reference),
    // The release job's claim: held money whose hold time is over.
    index('escrow_holds_release_due')
      .on(t.releaseAt)
      .where(sql`${t.status} = 'held' AND ${t.releaseAt} IS NOT NULL`),
    // The wallet's settlement list: a merchant's order holds, newest first.
    index('escrow_holds_merchant_orders')
      .on(t.merchantId, t.createdAt.desc())
      .where(sql`${t.orderType} IS NOT NULL`),
    check('escrow_holds_amount_positive', sql`${t.amount} > 0`),
    check('escrow_holds_refunded_within_amount', sql`${t.refundedAmount} BETWEEN 0 AND ${t.amount}`),
  ],
);

/**
 * Each ledger account of a merchant per currency — its number of entries and their sum — kept by a
 * statement trigger on ledger_entries in the transaction that appends them (migration 0028). The wallet
 * overview reads the escrow balance and the statement its total from here instead of scanning the ledger;
 * always equal to the entries (docs/decisions/028-orders-and-wallet-in-one-statement.md).
 */
export const ledgerAccountTotals = pgTable(
  'ledger_account_totals',
  {
    merchantId: uuid().notNull(),
    account: text().notNull(),
    currency: currency(),
    entries: bigint({ mode: 'number' }).notNull(),
    balance: money(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.account, t.currency] })],
);
