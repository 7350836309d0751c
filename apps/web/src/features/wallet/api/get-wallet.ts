import { type WalletOverview } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** GET /v1/wallet: balances per currency, the saved bank account, whether a PIN is set or locked. */
export const getWallet = (signal?: AbortSignal) => api.get<WalletOverview>('/v1/wallet', { signal });

export const walletQueryOptions = () =>
  queryOptions({ queryKey: walletKeys.overview(), queryFn: ({ signal }) => getWallet(signal) });

export const useWallet = () => useQuery(walletQueryOptions());
