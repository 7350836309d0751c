import { orderMessages, type OrderDetail } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** GET /v1/order/{id}: the order with its products, booking, shipment and timeline. */
export const getOrder = (id: string, signal?: AbortSignal) =>
  api.get<OrderDetail>(`/v1/order/${encodeURIComponent(id)}`, {
    fallbackMessage: orderMessages.getOrderFallback,
    signal,
  });

export const orderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) => getOrder(id, signal),
    // The detail shows its failure itself (e.g. 'Order not found').
    meta: { toastError: false },
  });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
