import { serviceMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { serviceKeys } from './service-keys';

/** DELETE /v1/services with { ids: [...] }: all or nothing ('Service(s) deleted successfully'). */
export const deleteServices = (ids: readonly string[]) =>
  api.delete<{ deleted: number }>('/v1/services', { ids: [...ids] });

export const useDeleteServices = ({ onSuccess }: { onSuccess?: (ids: readonly string[]) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteServices,
    onSuccess: async (_result, ids) => {
      for (const id of ids) queryClient.removeQueries({ queryKey: serviceKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: serviceKeys.lists() });
      toast.success(serviceMessages.deleted);
      onSuccess?.(ids);
    },
  });
};
