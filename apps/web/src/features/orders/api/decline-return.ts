import type { OrderRefunds } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { useAfterRefund } from './refund-order';

export interface DeclineInput {
  returnId: string;
  reason: string;
  idempotencyKey: string;
}

/** POST /v1/order/{id}/returns/{returnId}/decline. */
export function useDeclineReturn(orderId: string) {
  const after = useAfterRefund(orderId);
  return useMutation({
    mutationFn: ({ returnId, reason, idempotencyKey }: DeclineInput) =>
      api.post<OrderRefunds>(
        `/v1/order/${orderId}/returns/${returnId}/decline`,
        { reason },
        { headers: idempotencyHeader(idempotencyKey) },
      ),
    meta: { toastError: false },
    onSuccess: (refunds) => after(refunds, 'Return declined'),
  });
}
