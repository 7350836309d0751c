import type { OrderRefunds, RefundRequest } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { storeCreditKeys } from '@/hooks/use-store-credit';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { orderRefundsKey } from './get-order-refunds';
import { orderKeys } from './order-keys';

export interface RefundInput {
  orderId: string;
  /** Set when the refund answers a buyer's return request (it is accepted with it). */
  returnId?: string;
  body: RefundRequest;
  idempotencyKey: string;
}

const refundPath = ({ orderId, returnId }: Pick<RefundInput, 'orderId' | 'returnId'>) =>
  returnId ? `/v1/order/${orderId}/returns/${returnId}/accept` : `/v1/order/${orderId}/refunds`;

/** POST /v1/order/{id}/refunds (or a return's accept): money back to the buyer, at most once per key. */
export const refundOrder = ({ idempotencyKey, body, ...where }: RefundInput) =>
  api.post<OrderRefunds>(refundPath(where), body, { headers: idempotencyHeader(idempotencyKey) });

/** After a refund or a return's answer: the card shows the answer, the order and its lists refresh. */
export function useAfterRefund(orderId: string) {
  const queryClient = useQueryClient();
  return async (refunds: OrderRefunds, message: string) => {
    queryClient.setQueryData(orderRefundsKey(orderId), refunds);
    await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    await queryClient.invalidateQueries({ queryKey: storeCreditKeys.all });
    toast.success(message);
  };
}

export function useRefundOrder(orderId: string) {
  const after = useAfterRefund(orderId);
  return useMutation({
    mutationFn: refundOrder,
    meta: { toastError: false },
    onSuccess: (refunds, input) => after(refunds, input.returnId ? 'Return accepted' : 'Refund made'),
  });
}
