import { type Product, type ProductCreateBody, productMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { productKeys } from './product-keys';

/** POST /v1/product (singular, SPEC §7): the SKU is generated when none is given. */
export const createProduct = (body: ProductCreateBody) =>
  api.post<Product>('/v1/product', body, { fallbackMessage: productMessages.createFallback });

export const useCreateProduct = ({ onSuccess }: { onSuccess?: (product: Product) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProduct,
    onSuccess: async (product) => {
      queryClient.setQueryData(productKeys.detail(product.id), product);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      toast.success(productMessages.created);
      onSuccess?.(product);
    },
  });
};
