import { DEFAULT_PAGE_SIZE, type Paginated, type WalletTransaction } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type TransactionListParams, walletKeys } from './wallet-keys';

/** GET /v1/wallet/transactions: newest first, paginated; dates are inclusive 'YYYY-MM-DD'. */
export const getTransactions = (params: TransactionListParams, signal?: AbortSignal) =>
  api.get<Paginated<WalletTransaction>>('/v1/wallet/transactions', {
    query: { limit: DEFAULT_PAGE_SIZE, ...params },
    signal,
  });

export const transactionsQueryOptions = (params: TransactionListParams) =>
  queryOptions({
    queryKey: walletKeys.transactionList(params),
    queryFn: ({ signal }) => getTransactions(params, signal),
    placeholderData: keepPreviousData,
  });

export const useTransactions = (params: TransactionListParams) => useQuery(transactionsQueryOptions(params));
