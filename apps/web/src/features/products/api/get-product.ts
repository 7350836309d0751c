import { type Product, productMessages } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** GET /v1/products/{id}: one of the caller's products (404 for anyone else's). */
export const getProduct = (id: string, signal?: AbortSignal) =>
  api.get<Product>(`/v1/products/${encodeURIComponent(id)}`, {
    fallbackMessage: productMessages.getFallback,
    signal,
  });

export const productQueryOptions = (id: string) =>
  queryOptions({ queryKey: productKeys.detail(id), queryFn: ({ signal }) => getProduct(id, signal) });

/** A failure is toasted ('Could not get product. Try again later.') and shown in place of the product. */
export const useProduct = (id: string) => useQuery(productQueryOptions(id));
