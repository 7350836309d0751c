import {
  toPaginated,
  type TransactionsQuery,
  fromMinor,
  type WalletTransaction,
  walletMessages,
} from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';
import { type StatementRow, transactionsRepository } from './transactions-repository.ts';
import type { WalletContext } from './wallet-context.ts';

const toTransaction = (row: StatementRow): WalletTransaction => ({
  id: row.id,
  transactionId: row.transactionId,
  reference: row.reference,
  type: row.type,
  action: row.amount > 0 ? 'credit' : 'debit',
  currency: row.currency,
  amount: fromMinor(Math.abs(row.amount)),
  paymentStatus: row.paymentStatus,
  description: row.description,
  order:
    row.orderId && row.orderReference && row.orderType
      ? { id: row.orderId, reference: row.orderReference, type: row.orderType }
      : null,
  createdAt: row.createdAt.toISOString(),
});

/** GET /v1/wallet/transactions: the statement, newest first, filtered and paginated. */
export async function listTransactions(ctx: WalletContext, merchantId: string, query: TransactionsQuery) {
  const { rows, total } = await transactionsRepository.page(ctx.db, merchantId, query);
  return toPaginated(rows.map(toTransaction), total, query);
}

/** GET /v1/wallet/transactions/{id}: one line; another merchant's is not found. */
export async function getTransaction(ctx: WalletContext, merchantId: string, id: string) {
  const row = await transactionsRepository.find(ctx.db, merchantId, id);
  if (!row) throw new AppError('NOT_FOUND', walletMessages.transactionNotFound);
  return toTransaction(row);
}
