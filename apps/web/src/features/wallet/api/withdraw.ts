import { type Payout } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { walletKeys } from './wallet-keys';

export interface WithdrawInput {
  amount: number;
  pin: string;
  idempotencyKey: string;
}

/**
 * POST /v1/wallet/debit: the withdrawal (NGN) to the saved bank account, authorised by the PIN. The whole
 * envelope, for its message: a withdrawal may be held for review rather than sent.
 */
export const withdraw = ({ idempotencyKey, ...body }: WithdrawInput) =>
  api.request<{ payout: Payout; balance: number }>('/v1/wallet/debit', {
    method: 'POST',
    body: { ...body, currency: 'NGN' },
    headers: idempotencyHeader(idempotencyKey),
  });

export const useWithdraw = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdraw,
    // The dialog shows the refusal (a wrong PIN, the lock) next to the PIN.
    meta: { toastError: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
