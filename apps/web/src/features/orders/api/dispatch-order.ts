import type { DispatchBody, DispatchResult, Order, OrderDetail, OrderResultPage } from '@oja/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { orderKeys } from './order-keys';

export interface DispatchOrderInput {
  /** The signed-in merchant's own id (docs/product/orders.md#calls dispatch-order?merchantId&orderId). */
  merchantId: string;
  order: Pick<Order, 'id' | 'email' | 'delivery_name' | 'phone' | 'deliveryType'>;
}

/**
 * POST v1/logistic/dispatch-order?merchantId&orderId with the receiver's contact, the order id and the
 * delivery type → data.result.order (and the shipment). Idempotent per order on the server: a retry
 * answers 'Order already dispatched' with the same result.
 */
export const dispatchOrder = ({ merchantId, order }: DispatchOrderInput) => {
  const body: DispatchBody = {
    email: order.email,
    name: order.delivery_name,
    phone: order.phone,
    orderId: order.id,
    deliveryType: order.deliveryType,
  };
  return api.post<DispatchResult>('/v1/logistic/dispatch-order', body, {
    query: { merchantId, orderId: order.id },
  });
};

/** docs/product/orders.md#dispatch: the order is marked shipped locally, in its detail and in every cached list, at once. */
export const markShippedLocally = (queryClient: QueryClient, orderId: string) => {
  void queryClient.cancelQueries({ queryKey: orderKeys.all });
  queryClient.setQueryData<OrderDetail>(orderKeys.detail(orderId), (detail) =>
    detail ? { ...detail, order: { ...detail.order, status: 'shipped' } } : detail,
  );
  queryClient.setQueriesData<OrderResultPage>({ queryKey: orderKeys.lists() }, (page) =>
    page
      ? {
          ...page,
          result: page.result.map((order) =>
            order.id === orderId ? { ...order, status: 'shipped' } : order,
          ),
        }
      : page,
  );
};

/** Reloads the order lists (and any detail on screen) from the server. */
export const reloadOrders = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: orderKeys.all });
