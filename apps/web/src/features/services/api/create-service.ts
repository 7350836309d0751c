import { type Service, type ServiceCreateBody, serviceMessages } from '@oja/contracts';
import { api } from '@/lib/api-client';
import { type SaveOptions, useSaveRecord } from '@/hooks/use-save-record';
import { serviceKeys } from './service-keys';

/** POST /v1/services/create. */
export const createService = (body: ServiceCreateBody) =>
  api.post<Service>('/v1/services/create', body, { fallbackMessage: serviceMessages.createFallback });

export const useCreateService = (options?: SaveOptions<Service>) =>
  useSaveRecord(createService, serviceKeys, serviceMessages.created, options);
