import { z } from 'zod';
import { timestamp } from '../timestamp.ts';
import { orderType } from '../orders.ts';
import { pageQuery } from '../pagination.ts';
import { payoutStatus } from './movements.ts';
import { walletCurrency } from './currencies.ts';

// ── Transactions ─────────────────────────────────────────────────────────────

export const paymentStatus = payoutStatus;
export type PaymentStatus = z.infer<typeof paymentStatus>;
export const transactionAction = z.enum(['credit', 'debit']);
/**
 * Every kind of ledger transaction (the schema's ledger_transactions.kind, kept equal by a test): a
 * statement line carries its transaction's kind, so a kind missing here would break the statement.
 */
export const transactionType = z.enum([
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
  /** The order whose money this is (an escrow release); null for other movements. */
  order: z.object({ id: z.string(), reference: z.string(), type: orderType }).nullable(),
  createdAt: timestamp,
});
export type WalletTransaction = z.infer<typeof walletTransaction>;
