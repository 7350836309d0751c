import { ifMatch, type Service, serviceMessages, type ServiceUpdateBody } from '@oja/contracts';
import { api } from '@/lib/api-client';
import { type SaveOptions, useSaveRecord } from '@/hooks/use-save-record';
import { serviceKeys } from './service-keys';

export const UPDATE_SERVICE_FALLBACK = 'Could not update service. Try again later.';

/**
 * PUT /v1/services/update/{id}: a partial update. With the version the edit started from, a service
 * changed elsewhere meanwhile is refused with 409 (decision 019); without, it is overwritten.
 */
export const updateService = ({
  id,
  body,
  version,
}: {
  id: string;
  body: ServiceUpdateBody;
  version?: number;
}) =>
  api.put<Service>(`/v1/services/update/${encodeURIComponent(id)}`, body, {
    fallbackMessage: UPDATE_SERVICE_FALLBACK,
    headers: ifMatch(version),
  });

export const useUpdateService = (options?: SaveOptions<Service>) =>
  useSaveRecord(updateService, serviceKeys, serviceMessages.updated, options);
