import { type SetPinRequest, walletMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** PUT /v1/wallet/pin: creates the PIN, or changes it when `oldPin` is given. */
export const setPin = (body: SetPinRequest) =>
  api.request<{ hasPin: boolean; created: boolean }>('/v1/wallet/pin', {
    method: 'PUT',
    body,
    fallbackMessage: body.oldPin ? walletMessages.couldNotChangePin : walletMessages.couldNotCreatePin,
  });

export const useSetPin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setPin,
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.overview() }),
  });
};
