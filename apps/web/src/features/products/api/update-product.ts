import { type Product, productMessages, type ProductUpdateBody } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { productKeys } from './product-keys';

/** PUT /v1/product/{id} (singular, SPEC §7): a partial update; a field sent as null is cleared. */
export const updateProduct = ({ id, body }: { id: string; body: ProductUpdateBody }) =>
  api.put<Product>(`/v1/product/${encodeURIComponent(id)}`, body, {
    fallbackMessage: productMessages.editFallback,
  });

export const useUpdateProduct = ({ onSuccess }: { onSuccess?: (product: Product) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      queryClient.removeQueries({ queryKey: [...productKeys.details(), 'sku'] });
      toast.success(productMessages.updated);
      onSuccess?.(product);
    },
  });
};
