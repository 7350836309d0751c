import { productMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { productKeys } from './product-keys';

/**
 * One id: DELETE /v1/products/{id} ('Product deleted successfully'). Several: DELETE /v1/products with
 * { productId: [...] }, all or nothing ('Products deleted successfully').
 */
export const deleteProducts = async (ids: readonly string[]) => {
  if (ids.length === 1) {
    await api.delete<null>(`/v1/products/${encodeURIComponent(ids[0]!)}`);
    return productMessages.deletedOne;
  }
  await api.delete<{ deleted: number }>('/v1/products', { productId: [...ids] });
  return productMessages.deletedMany;
};

export const useDeleteProducts = ({ onSuccess }: { onSuccess?: (ids: readonly string[]) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProducts,
    onSuccess: async (message, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: productKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      toast.success(message);
      onSuccess?.(ids);
    },
  });
};
