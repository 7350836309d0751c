import { type Service, serviceMessages } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { serviceKeys } from './service-keys';

/** GET /v1/services/{id}: one of the caller's services (404 for anyone else's). */
export const getService = (id: string, signal?: AbortSignal) =>
  api.get<Service>(`/v1/services/${encodeURIComponent(id)}`, {
    fallbackMessage: serviceMessages.getFallback,
    signal,
  });

export const serviceQueryOptions = (id: string) =>
  queryOptions({ queryKey: serviceKeys.detail(id), queryFn: ({ signal }) => getService(id, signal) });

/** A failure is toasted ('Could not get service. Try again later.') and shown in place of the service. */
export const useService = (id: string) => useQuery(serviceQueryOptions(id));
