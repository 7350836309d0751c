import { categoryMessages, type ServiceType } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Category } from '@/types/api';

/** Sellers choose among product categories, service providers among service categories. */
const categoryPaths: Record<ServiceType, string> = {
  product: '/v1/product/category',
  service: '/v1/services/category/all',
};

export const getBusinessCategories = (serviceType: ServiceType, signal?: AbortSignal) =>
  api.get<Category[]>(categoryPaths[serviceType], { fallbackMessage: categoryMessages.fallback, signal });

export const businessCategoriesQueryOptions = (serviceType: ServiceType) =>
  queryOptions({
    queryKey: ['categories', serviceType] as const,
    queryFn: ({ signal }) => getBusinessCategories(serviceType, signal),
    staleTime: 10 * 60_000,
  });

/** The categories for the chosen kind of business; nothing is fetched until one is chosen. */
export const useBusinessCategories = (serviceType: ServiceType | null) =>
  useQuery({
    ...businessCategoriesQueryOptions(serviceType ?? 'product'),
    enabled: serviceType !== null,
  });
