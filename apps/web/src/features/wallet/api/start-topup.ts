import { type Topup, type WalletCurrency } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';

export interface TopupInput {
  amount: number;
  currency: WalletCurrency;
  callbackUrl: string;
  idempotencyKey: string;
}

/** POST /v1/wallet/topup: opens the provider's checkout; the user is sent to `authorizationUrl`. */
export const startTopup = ({ idempotencyKey, ...body }: TopupInput) =>
  api.post<Topup>('/v1/wallet/topup', body, { headers: idempotencyHeader(idempotencyKey) });

export const useStartTopup = () => useMutation({ mutationFn: startTopup, meta: { toastError: false } });
