import { type OfflineSaleBody, type OfflineSaleResult, salesMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCreditKeys } from '@/hooks/use-store-credit';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { orderKeys } from './order-keys';

export const OFFLINE_SALE_FALLBACK = 'Could not record the sale. Try again later.';

/** POST /v1/order/offline-sale: a sale paid in person; stock is taken at once. */
export const recordOfflineSale = (body: OfflineSaleBody, idempotencyKey: string) =>
  api.post<OfflineSaleResult>('/v1/order/offline-sale', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: OFFLINE_SALE_FALLBACK,
  });

export function useRecordOfflineSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: OfflineSaleBody; key: string }) => recordOfflineSale(body, key),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      await queryClient.invalidateQueries({ queryKey: storeCreditKeys.all });
      toast.success(salesMessages.offlineRecorded);
    },
  });
}
