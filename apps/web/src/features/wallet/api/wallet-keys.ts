import type { TransactionsQuery } from '@oja/contracts';

/** Query filters of GET /v1/wallet/transactions, as the screens send them. */
export type TransactionListParams = Partial<
  Pick<TransactionsQuery, 'page' | 'limit' | 'paymentStatus' | 'action' | 'startDate' | 'endDate'>
>;

/** Query keys of the wallet domain; every money-moving mutation invalidates `all`. */
export const walletKeys = {
  all: ['wallet'] as const,
  overview: () => [...walletKeys.all, 'overview'] as const,
  transactions: () => [...walletKeys.all, 'transactions'] as const,
  transactionList: (params: TransactionListParams) => [...walletKeys.transactions(), params] as const,
  settlements: (params: object) => [...walletKeys.all, 'settlements', params] as const,
  banks: () => [...walletKeys.all, 'banks'] as const,
  rate: (from: string, to: string) => [...walletKeys.all, 'rate', from, to] as const,
};
