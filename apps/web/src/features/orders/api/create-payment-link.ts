import { type PaymentLinkBody, type PaymentLinkResult, salesMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { orderKeys } from './order-keys';

export const PAYMENT_LINK_FALLBACK = 'Could not create the payment link. Try again later.';

/**
 * POST /v1/order/payment-link: an order for a buyer, awaiting payment with its stock held, and the link
 * they pay on. The Idempotency-Key makes a retried submit answer the same order.
 */
export const createPaymentLink = (body: PaymentLinkBody, idempotencyKey: string) =>
  api.post<PaymentLinkResult>('/v1/order/payment-link', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    fallbackMessage: PAYMENT_LINK_FALLBACK,
  });

export function useCreatePaymentLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: PaymentLinkBody; key: string }) => createPaymentLink(body, key),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: orderKeys.lists() });
      toast.success(salesMessages.linkCreated);
    },
  });
}
