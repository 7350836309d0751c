import type { BulkEditBody, BulkEditResult, BulkPreview } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { productKeys } from './product-keys';

/** POST /v1/products/bulk/preview: what the edit would change, changing nothing. */
export const previewBulkEdit = (body: BulkEditBody) =>
  api.post<BulkPreview>('/v1/products/bulk/preview', body);

/** POST /v1/products/bulk: the edit, all or nothing, under the caller's Idempotency-Key. */
export const applyBulkEdit = ({ body, key }: { body: BulkEditBody; key: string }) =>
  api.post<BulkEditResult>('/v1/products/bulk', body, { headers: idempotencyHeader(key) });

/** POST /v1/products/bulk/{id}/undo: puts the products back, unless one changed since. */
export const undoBulkEdit = (id: string) =>
  api.post<BulkEditResult>(`/v1/products/bulk/${encodeURIComponent(id)}/undo`);

export const usePreviewBulkEdit = () => useMutation({ mutationFn: previewBulkEdit });

/** Apply or undo: the product lists and details are refetched afterwards. */
export function useBulkEditWrite<A>(write: (arg: A) => Promise<BulkEditResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
