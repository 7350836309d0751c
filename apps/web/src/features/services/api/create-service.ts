import { type Service, type ServiceCreateBody, serviceMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { serviceKeys } from './service-keys';

/** POST /v1/services/create. */
export const createService = (body: ServiceCreateBody) =>
  api.post<Service>('/v1/services/create', body, { fallbackMessage: serviceMessages.createFallback });

export const useCreateService = ({ onSuccess }: { onSuccess?: (service: Service) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createService,
    onSuccess: async (service) => {
      queryClient.setQueryData(serviceKeys.detail(service.id), service);
      await queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
      toast.success(serviceMessages.created);
      onSuccess?.(service);
    },
  });
};
