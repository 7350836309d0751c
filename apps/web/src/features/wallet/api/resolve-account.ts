import { type BankVerification, type ResolveAccountRequest, walletMessages } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/wallet/getAccount: the account name the bank holds for this number (bank verification). */
export const resolveAccount = (body: ResolveAccountRequest) =>
  api.post<BankVerification>('/v1/wallet/getAccount', body, {
    fallbackMessage: walletMessages.couldNotVerifyBank,
  });

export const useResolveAccount = () =>
  useMutation({ mutationFn: resolveAccount, meta: { toastError: false } });
