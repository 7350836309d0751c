import { type Category, categoryMessages } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { productKeys } from './product-keys';

/** GET /v1/product/category: the seeded product categories with their subcategories. */
export const getProductCategories = (signal?: AbortSignal) =>
  api.get<Category[]>('/v1/product/category', { fallbackMessage: categoryMessages.fallback, signal });

export const productCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: productKeys.categories(),
    queryFn: ({ signal }) => getProductCategories(signal),
    staleTime: 10 * 60_000,
  });

export const useProductCategories = () => useQuery(productCategoriesQueryOptions());
