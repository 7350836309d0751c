import { DEFAULT_PAGE_SIZE, orderMessages, type OrderResultPage } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
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

export const sellerOrdersQueryOptions = (params: SellerOrderParams) =>
  queryOptions({
    queryKey: orderKeys.list(params),
    queryFn: ({ signal }) => getSellerOrders(params, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // A failed load is shown in place of the list (SPEC §8), not toasted.
    meta: { toastError: false },
  });

export const useSellerOrders = (params: SellerOrderParams) => useQuery(sellerOrdersQueryOptions(params));
