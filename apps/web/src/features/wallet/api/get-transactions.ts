import { DEFAULT_PAGE_SIZE, type Paginated, type WalletTransaction } from '@oja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/page-query';
import { type TransactionListParams, walletKeys } from './wallet-keys';

/** GET /v1/wallet/transactions: newest first, paginated; dates are inclusive 'YYYY-MM-DD'. */
export const getTransactions = (params: TransactionListParams, signal?: AbortSignal) =>
  api.get<Paginated<WalletTransaction>>('/v1/wallet/transactions', {
    query: { limit: DEFAULT_PAGE_SIZE, ...params },
    signal,
  });

export const transactionsQueryOptions = (params: TransactionListParams) =>
  pageQueryOptions(walletKeys.transactionList(params), (signal) => getTransactions(params, signal));

export const useTransactions = (params: TransactionListParams) => useQuery(transactionsQueryOptions(params));
