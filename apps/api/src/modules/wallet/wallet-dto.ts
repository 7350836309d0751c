import {
  type BankAccount,
  type BankVerification,
  type EscrowHold,
  type ExchangeQuote,
  type Payout,
  type Topup,
  fromMinor,
  type WalletBalance,
} from '@oja/contracts';
import type {
  bankAccounts,
  bankVerifications,
  escrowHolds,
  exchangeQuotes,
  payouts,
  topups,
  wallets,
} from '../../db/schema/index.ts';

/** Rows to API shapes: minor units become major units, instants become ISO strings (plain JSON). */
const iso = (date: Date) => date.toISOString();

export const toWalletBalance = (row: typeof wallets.$inferSelect, escrowMinor: number): WalletBalance => ({
  currency: row.currency,
  balance: fromMinor(row.balance),
  escrowBalance: fromMinor(escrowMinor),
  createdAt: iso(row.createdAt),
});

export const toBankAccount = (row: typeof bankAccounts.$inferSelect): BankAccount => ({
  accountNumber: row.accountNumber,
  accountName: row.accountName,
  bankCode: row.bankCode,
  bankName: row.bankName,
  nameMatched: row.nameMatched,
  updatedAt: iso(row.updatedAt),
});

export const toBankVerification = (
  row: typeof bankVerifications.$inferSelect,
  merchantNames: string[],
): BankVerification => ({
  verificationId: row.id,
  accountNumber: row.accountNumber,
  accountName: row.accountName,
  bankCode: row.bankCode,
  bankName: row.bankName,
  nameMatched: row.nameMatched,
  merchantNames,
  expiresAt: iso(row.expiresAt),
});

export const toTopup = (row: typeof topups.$inferSelect): Topup => ({
  reference: row.reference,
  amount: fromMinor(row.amount),
  currency: row.currency,
  status: row.status,
  authorizationUrl: row.authorizationUrl,
  accessCode: row.accessCode,
  paidAt: row.paidAt ? iso(row.paidAt) : null,
  createdAt: iso(row.createdAt),
});

export const toPayout = (row: typeof payouts.$inferSelect): Payout => ({
  reference: row.reference,
  amount: fromMinor(row.amount),
  currency: row.currency,
  status: row.status,
  accountNumber: row.accountNumber,
  accountName: row.accountName,
  bankName: row.bankName,
  failureReason: row.failureReason,
  heldUntil: row.heldUntil ? iso(row.heldUntil) : null,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export const toQuote = (row: typeof exchangeQuotes.$inferSelect, now = new Date()): ExchangeQuote => ({
  id: row.id,
  from: row.fromCurrency,
  to: row.toCurrency,
  amount: fromMinor(row.fromAmount),
  convertedAmount: fromMinor(row.toAmount),
  rate: Number(row.rate),
  rateAsOf: iso(row.rateAsOf),
  expiresAt: iso(row.expiresAt),
  status: row.status === 'open' && row.expiresAt <= now ? 'expired' : row.status,
});

export const toEscrowHold = (row: typeof escrowHolds.$inferSelect): EscrowHold => ({
  id: row.id,
  orderId: row.orderId,
  amount: fromMinor(row.amount),
  currency: row.currency,
  status: row.status,
  customerEmail: row.customerEmail,
  authorizationUrl: row.authorizationUrl,
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});
