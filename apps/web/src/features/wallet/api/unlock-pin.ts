import { type UnlockPinRequest, walletMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/** POST /v1/wallet/pin/unlock-code: emails a code to the account's address while the PIN is locked. */
export const requestUnlockCode = () =>
  api.post<{ sentTo: string; expiresAt: string }>('/v1/wallet/pin/unlock-code', undefined);

/** POST /v1/wallet/pin/unlock: the emailed code lifts the PIN lock. */
export const unlockPin = (body: UnlockPinRequest) =>
  api.post<{ pinLocked: boolean }>('/v1/wallet/pin/unlock', body, {
    fallbackMessage: walletMessages.unlockCodeIncorrect,
  });

// The dialog shows refusals (a wrong code, too many codes) next to the code, not as toasts.
export const useRequestUnlockCode = () =>
  useMutation({ mutationFn: requestUnlockCode, meta: { toastError: false } });

export const useUnlockPin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockPin,
    meta: { toastError: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.overview() }),
  });
};
