import { type Bank } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /v1/wallet/banks: the banks a withdrawal account can be in (Paystack's list). */
export const getBanks = (signal?: AbortSignal) => api.get<Bank[]>('/v1/wallet/banks', { signal });

export const banksQueryOptions = () =>
  queryOptions({
    queryKey: walletKeys.banks(),
    queryFn: ({ signal }) => getBanks(signal),
    staleTime: Infinity,
  });

export const useBanks = (enabled = true) => useQuery({ ...banksQueryOptions(), enabled });
