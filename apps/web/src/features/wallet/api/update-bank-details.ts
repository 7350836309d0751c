import { type BankAccount, type UpdateBankDetailsRequest } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { walletKeys } from './wallet-keys';

/**
 * POST /v1/wallet/update-bank-details: saves a verified account as the withdrawal account (needs the PIN;
 * an account in another name needs `confirmNameMismatch: true`).
 */
export const updateBankDetails = (body: UpdateBankDetailsRequest) =>
  api.post<BankAccount>('/v1/wallet/update-bank-details', body);

export const useUpdateBankDetails = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBankDetails,
    meta: { toastError: false },
    // A wrong PIN counts towards the lock, which the overview shows.
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.overview() }),
  });
};
