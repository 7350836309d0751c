import { ifMatch, type Product, productMessages, type ProductUpdateBody } from '@oja/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { type SaveOptions, useSaveRecord } from '@/hooks/use-save-record';
import { productKeys } from './product-keys';

interface ProductUpdate {
  id: string;
  body: ProductUpdateBody;
  /** The version the edit started from; left out, the edit overwrites whatever is stored. */
  version?: number;
}

/**
 * PUT /v1/product/{id} (singular, docs/product/catalogue.md#calls): a partial update; a field sent as null is cleared. With a
 * version, a product changed elsewhere meanwhile is refused with 409 (decision 019).
 */
export const updateProduct = ({ id, body, version }: ProductUpdate) =>
  api.put<Product>(`/v1/product/${encodeURIComponent(id)}`, body, {
    fallbackMessage: productMessages.editFallback,
    headers: ifMatch(version),
  });

/** A saved product also drops the cached look-ups by SKU (its SKU may have changed). */
export const useUpdateProduct = ({ onSuccess }: SaveOptions<Product> = {}) => {
  const queryClient = useQueryClient();
  return useSaveRecord(updateProduct, productKeys, productMessages.updated, {
    onSuccess: (product) => {
      queryClient.removeQueries({ queryKey: [...productKeys.details(), 'sku'] });
      onSuccess?.(product);
    },
  });
};
