import { type WalletBalance, type WalletCurrency, walletMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** POST /v1/wallet: opens the wallet of one currency. */
export const createWallet = (currency: WalletCurrency) =>
  api.post<WalletBalance>(
    '/v1/wallet',
    { currency },
    { fallbackMessage: walletMessages.couldNotCreateWallet },
  );

export const useCreateWallet = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWallet,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: walletKeys.overview() }),
  });
};
