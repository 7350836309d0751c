import { type Topup } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

export const TOPUP_POLL_MS = 1500;

/** GET /v1/wallet/topup/{reference}: the top-up the checkout sent the user back from. */
export const getTopup = (reference: string, signal?: AbortSignal) =>
  api.get<Topup>(`/v1/wallet/topup/${encodeURIComponent(reference)}`, { signal });

/** Polls while the provider's webhook has not settled the top-up yet. */
export const topupQueryOptions = (reference: string) =>
  queryOptions({
    queryKey: [...walletKeys.all, 'topup', reference] as const,
    queryFn: ({ signal }) => getTopup(reference, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? TOPUP_POLL_MS : false),
  });

export const useTopup = (reference: string | null) =>
  useQuery({ ...topupQueryOptions(reference ?? ''), enabled: Boolean(reference) });
