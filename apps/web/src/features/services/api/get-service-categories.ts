import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Category } from '@/types/api';

export const CATEGORIES_FALLBACK = 'Could not get categories. Try again later.';

export const getServiceCategories = (signal?: AbortSignal) =>
  api.get<Category[]>('/v1/services/category/all', { fallbackMessage: CATEGORIES_FALLBACK, signal });

export const serviceCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['services', 'categories'] as const,
    queryFn: ({ signal }) => getServiceCategories(signal),
    staleTime: 10 * 60_000,
  });

export const useServiceCategories = () => useQuery(serviceCategoriesQueryOptions());
