import { type Payout } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from './idempotency-key';
import { walletKeys } from './wallet-keys';

export interface WithdrawInput {
  amount: number;
  pin: string;
  idempotencyKey: string;
}

/** POST /v1/wallet/debit: the withdrawal (NGN) to the saved bank account, authorised by the PIN. */
export const withdraw = ({ idempotencyKey, ...body }: WithdrawInput) =>
  api.post<{ payout: Payout; balance: number }>(
    '/v1/wallet/debit',
    { ...body, currency: 'NGN' },
    { headers: idempotencyHeader(idempotencyKey) },
  );

export const useWithdraw = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    // The dialog shows the refusal (a wrong PIN, the lock) next to the PIN.
    meta: { toastError: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
