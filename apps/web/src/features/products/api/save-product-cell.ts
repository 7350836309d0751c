import type { Product } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { productKeys } from './product-keys';
import { updateProduct } from './update-product';

/** The fields of a product the list edits in place. */
export type CellField = 'price' | 'units';

/**
 * Saves one price or stock cell through PUT /v1/product/{id} with the version the row was read at, so a
 * product changed elsewhere meanwhile is refused (409) instead of overwritten. The cell shows any failure.
 */
export function useSaveProductCell() {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ product, field, value }: { product: Product; field: CellField; value: number }) =>
      updateProduct({ id: product.id, body: { [field]: value }, version: product.version }),
    meta: { toastError: false },
    onSuccess: async (saved) => {
      queryClient.setQueryData(productKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: productKeys.lists() });
    },
  });
  return (product: Product, field: CellField, value: number) =>
    mutation.mutateAsync({ product, field, value });
}
