import { DEFAULT_PAGE_SIZE, orderMessages, type OrderResultPage } from '@oja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/page-query';
import { orderKeys, type SellerOrderParams } from './order-keys';

/** 'Could not get product orders. Try again later.' for products, 'Could not get orders. …' for services. */
export const sellerOrdersFallback = (type: SellerOrderParams['type']) =>
  type === 'PRODUCT' ? orderMessages.getProductOrdersFallback : orderMessages.getOrdersFallback;

/** GET /v1/order/seller?type=&status=&page=&limit=: one type's orders, newest first, as a 'result' list. */
export const getSellerOrders = ({ type, status, page }: SellerOrderParams, signal?: AbortSignal) =>
  api.get<OrderResultPage>('/v1/order/seller', {
    query: { type, status, page, limit: DEFAULT_PAGE_SIZE },
    fallbackMessage: sellerOrdersFallback(type),
    signal,
  });

export const sellerOrdersQueryOptions = (params: SellerOrderParams) => ({
  ...pageQueryOptions(orderKeys.list(params), (signal) => getSellerOrders(params, signal)),
  // A failed load is shown in place of the list (docs/product/messages.md#failed-list-loads), not toasted.
  meta: { toastError: false },
});

export const useSellerOrders = (params: SellerOrderParams) => useQuery(sellerOrdersQueryOptions(params));
