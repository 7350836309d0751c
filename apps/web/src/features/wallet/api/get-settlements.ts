import type { Paginated, SettlementsQuery, WalletSettlement } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

export type SettlementListParams = Partial<Pick<SettlementsQuery, 'page' | 'limit' | 'status'>>;

/** GET /v1/wallet/settlements: each paid order's money (in escrow, released, refunded), newest first. */
export const getSettlements = (params: SettlementListParams, signal?: AbortSignal) =>
  api.get<Paginated<WalletSettlement>>('/v1/wallet/settlements', { query: params, signal });

export const settlementsQueryOptions = (params: SettlementListParams) =>
  queryOptions({
    queryKey: walletKeys.settlements(params),
    queryFn: ({ signal }) => getSettlements(params, signal),
    placeholderData: keepPreviousData,
  });

export const useSettlements = (params: SettlementListParams) => useQuery(settlementsQueryOptions(params));
