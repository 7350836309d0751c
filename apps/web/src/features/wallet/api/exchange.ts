import { type ExchangeQuote, type WalletCurrency } from '@oja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { walletKeys } from './wallet-keys';

export interface ExchangeRate {
  from: WalletCurrency;
  to: WalletCurrency | null;
  rate: number | null;
  asOf: string;
}

/** GET /v1/wallet/exchange-rate: the indicative rate, refreshed every 30 seconds. */
export const getExchangeRate = (from: WalletCurrency, to: WalletCurrency, signal?: AbortSignal) =>
  api.get<ExchangeRate>('/v1/wallet/exchange-rate', { query: { from, to }, signal });

export const useExchangeRate = (from: WalletCurrency, to: WalletCurrency, enabled: boolean) =>
  useQuery({
    queryKey: walletKeys.rate(from, to),
    queryFn: ({ signal }) => getExchangeRate(from, to, signal),
    enabled: enabled && from !== to,
    refetchInterval: 30_000,
  });

/** POST /v1/wallet/exchange-quote: fixes the rate and both amounts until `expiresAt`. */
export const createQuote = (body: { from: WalletCurrency; to: WalletCurrency; amount: number }) =>
  api.post<ExchangeQuote>('/v1/wallet/exchange-quote', body);

export const useCreateQuote = () => useMutation({ mutationFn: createQuote, meta: { toastError: false } });

/** POST /v1/wallet/exchange-currency: executes an open quote (both legs in one transaction). */
export const exchangeCurrency = ({ quoteId, idempotencyKey }: { quoteId: string; idempotencyKey: string }) =>
  api.post<{ quote: ExchangeQuote }>(
    '/v1/wallet/exchange-currency',
    { quoteId },
    { headers: idempotencyHeader(idempotencyKey) },
  );

export const useExchangeCurrency = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeCurrency,
    meta: { toastError: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: walletKeys.all }),
  });
};
