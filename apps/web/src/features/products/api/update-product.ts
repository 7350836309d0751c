import { ifMatch, type Product, productMessages, type ProductUpdateBody } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { productKeys } from './product-keys';

interface ProductUpdate {
  id: string;
  body: ProductUpdateBody;
  /** The version the edit started from; left out, the edit overwrites whatever is stored. */
  version?: number;
}

/**
 * PUT /v1/product/{id} (singular, SPEC §7): a partial update; a field sent as null is cleared. With a
 * version, a product changed elsewhere meanwhile is refused with 409 (decision 019).
 */
export const updateProduct = ({ id, body, version }: ProductUpdate) =>
  api.put<Product>(`/v1/product/${encodeURIComponent(id)}`, body, {
    fallbackMessage: productMessages.editFallback,
    headers: ifMatch(version),
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
