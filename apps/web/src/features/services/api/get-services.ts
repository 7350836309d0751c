import { DEFAULT_PAGE_SIZE, type Paginated, type Service } from '@oja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/page-query';
import { type ServiceListParams, serviceKeys } from './service-keys';

export const SERVICES_FALLBACK = 'Could not get services. Try again later.';

/** GET /v1/services: newest first, paginated; `status` '' means all, `name` searches. */
export const getServices = (params: ServiceListParams, signal?: AbortSignal) =>
  api.get<Paginated<Service>>('/v1/services', {
    query: { limit: DEFAULT_PAGE_SIZE, ...params },
    fallbackMessage: SERVICES_FALLBACK,
    signal,
  });

export const servicesQueryOptions = (params: ServiceListParams) =>
  pageQueryOptions(serviceKeys.list(params), (signal) => getServices(params, signal));

/** A failure is toasted with the server's message (docs/product/messages.md#failed-list-loads). */
export const useServices = (params: ServiceListParams) => useQuery(servicesQueryOptions(params));
