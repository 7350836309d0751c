import type { OrderRefunds } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

/** Under the order's detail key: whatever refreshes the order refreshes its refunds. */
export const orderRefundsKey = (id: string) => [...orderKeys.detail(id), 'refunds'] as const;

/** GET /v1/order/{id}/refunds: refunded so far, what is left, the timeline and the return requests. */
export const getOrderRefunds = (id: string, signal?: AbortSignal) =>
  api.get<OrderRefunds>(`/v1/order/${encodeURIComponent(id)}/refunds`, { signal });

export const orderRefundsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: orderRefundsKey(id),
    queryFn: ({ signal }) => getOrderRefunds(id, signal),
    // The card shows its failure itself.
    meta: { toastError: false },
  });

export const useOrderRefunds = (id: string) => useQuery(orderRefundsQueryOptions(id));
