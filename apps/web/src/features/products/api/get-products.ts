import { DEFAULT_PAGE_SIZE, productMessages, type ProductListPage } from '@oja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/page-query';
import { type ProductListParams, productKeys } from './product-keys';

/** A page of products with the server's message (it names the category filtered by, docs/product/messages.md#failed-list-loads). */
export type ProductPage = ProductListPage & { message: string };

/** GET /v1/products: newest first, paginated; `status` '' means all. */
export const getProducts = async (params: ProductListParams, signal?: AbortSignal): Promise<ProductPage> => {
  const { data, message } = await api.request<ProductListPage>('/v1/products', {
    query: { limit: DEFAULT_PAGE_SIZE, ...params },
    fallbackMessage: productMessages.listFallback,
    signal,
  });
  return { ...data, message };
};

export const productsQueryOptions = (params: ProductListParams) =>
  pageQueryOptions(productKeys.list(params), (signal) => getProducts(params, signal));

/** A failure is toasted with the server's message, else 'Could not get products. Try again later.' */
export const useProducts = (params: ProductListParams, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...productsQueryOptions(params), enabled });
