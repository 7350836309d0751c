import { type OrderDetail, orderPaymentMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { orderKeys } from './order-keys';

/** POST /v1/order/{id}/cancel: a paid order is called off, the buyer refunded and the stock restored. */
export const cancelOrder = (id: string) => api.post<OrderDetail>(`/v1/order/${id}/cancel`);

export function useCancelOrder(id: string, onSuccess?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => cancelOrder(id),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKeys.detail(id), detail);
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      toast.success(orderPaymentMessages.cancelled);
      onSuccess?.();
    },
  });
}
