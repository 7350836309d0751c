import { type OrderDetail, type ServiceOrderStatus } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { orderKeys } from './order-keys';

/** PATCH /v1/order/{id}/status: moves a service order (paid, not paid, under way, delivered). */
export const moveServiceOrder = (id: string, status: ServiceOrderStatus) =>
  api.patch<OrderDetail>(`/v1/order/${id}/status`, { status });

export function useMoveServiceOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: ServiceOrderStatus) => moveServiceOrder(id, status),
    onSuccess: async (detail) => {
      queryClient.setQueryData(orderKeys.detail(id), detail);
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      toast.success('Order status updated');
    },
  });
}
