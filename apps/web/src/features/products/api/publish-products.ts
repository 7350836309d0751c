import { type Product, productMessages, type ProductStatus } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { productKeys } from './product-keys';

export interface PublishRequest {
  productId: string[];
  /** The status every product gets (without it, each one switches ACTIVE⇄INACTIVE). */
  status?: ProductStatus;
}

/** PATCH /v1/products/publish: all of the products or none ('Products updated successfully'). */
export const publishProducts = (body: PublishRequest) => api.patch<Product[]>('/v1/products/publish', body);

export const usePublishProducts = ({ onSuccess }: { onSuccess?: () => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishProducts,
    onSuccess: async (products) => {
      for (const product of products) queryClient.setQueryData(productKeys.detail(product.id), product);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
      toast.success(productMessages.published);
      onSuccess?.();
    },
  });
};
