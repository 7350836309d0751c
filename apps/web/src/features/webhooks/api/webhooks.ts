import {
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointInput,
  type WebhookEndpointList,
  type WebhookEndpointUpdate,
  webhookMessages,
} from '@oja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';

export const webhookKeys = {
  all: ['webhooks'] as const,
  list: () => [...webhookKeys.all, 'list'] as const,
  deliveries: (id: string) => [...webhookKeys.all, 'deliveries', id] as const,
};
export const WEBHOOKS_FALLBACK = 'Could not get your webhook endpoints. Try again later.';
export const DELIVERIES_FALLBACK = 'Could not get the delivery log. Try again later.';

/** GET /v1/webhooks: the business's endpoints, each with its secret. */
export const useWebhooks = () =>
  useQuery({
    queryKey: webhookKeys.list(),
    queryFn: ({ signal }) =>
      api.get<WebhookEndpointList>('/v1/webhooks', { fallbackMessage: WEBHOOKS_FALLBACK, signal }),
    meta: { toastError: false },
  });

/** GET /v1/webhooks/{id}/deliveries: the newest deliveries with their attempts; refreshed while open. */
export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: ({ signal }) =>
      api.get<WebhookDeliveryList>(`/v1/webhooks/${id}/deliveries`, {
        fallbackMessage: DELIVERIES_FALLBACK,
        signal,
      }),
    refetchInterval: 5_000,
    meta: { toastError: false },
  });

/** Every change invalidates the endpoints and their logs before the caller's own success step. */
const useWebhookMutation = <V, R>(call: (vars: V) => Promise<R>, message: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: webhookKeys.all });
      toast.success(message);
    },
  });
};

export const useAddWebhook = () =>
  useWebhookMutation(
    ({ input, key }: { input: WebhookEndpointInput; key: string }) =>
      api.post<WebhookEndpoint>('/v1/webhooks', input, { headers: idempotencyHeader(key) }),
    webhookMessages.created,
  );

export const useUpdateWebhook = () =>
  useWebhookMutation(
    ({ id, change }: { id: string; change: WebhookEndpointUpdate }) =>
      api.patch<WebhookEndpoint>(`/v1/webhooks/${id}`, change),
    webhookMessages.updated,
  );

export const useDeleteWebhook = () =>
  useWebhookMutation((id: string) => api.delete<unknown>(`/v1/webhooks/${id}`), webhookMessages.deleted);

const keyed = (path: string) =>
  api.post<unknown>(path, undefined, { headers: idempotencyHeader(crypto.randomUUID()) });

export const useRotateSecret = () =>
  useWebhookMutation((id: string) => keyed(`/v1/webhooks/${id}/rotate-secret`), webhookMessages.rotated);

export const useSendTestEvent = () =>
  useWebhookMutation((id: string) => keyed(`/v1/webhooks/${id}/test`), webhookMessages.testSent);

export const useRedeliver = () =>
  useWebhookMutation(
    ({ id, deliveryId }: { id: string; deliveryId: string }) =>
      keyed(`/v1/webhooks/${id}/deliveries/${deliveryId}/redeliver`),
    webhookMessages.redelivered,
  );
