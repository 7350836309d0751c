import { type Product, productMessages } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** GET /v1/products/sku/{sku}: the product behind /products/{sku}/edit-product. */
export const getProductBySku = (sku: string, signal?: AbortSignal) =>
  api.get<Product>(`/v1/products/sku/${encodeURIComponent(sku)}`, {
    fallbackMessage: productMessages.getFallback,
    signal,
  });

export const productBySkuQueryOptions = (sku: string) =>
  queryOptions({ queryKey: productKeys.bySku(sku), queryFn: ({ signal }) => getProductBySku(sku, signal) });

/** A failure is toasted ('Could not get product. Try again later.') and shown in place of the product. */
export const useProductBySku = (sku: string) => useQuery(productBySkuQueryOptions(sku));
