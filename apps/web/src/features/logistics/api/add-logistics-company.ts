import { type LogisticsCompany, type LogisticsCompanyBody, logisticsMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { logisticsKeys } from './logistics-keys';

/** POST v1/logistic; a failure without a server message reads 'Could not add Logistics. Try again later.' */
export const addLogisticsCompany = (body: LogisticsCompanyBody) =>
  api.post<LogisticsCompany>('/v1/logistic', body, { fallbackMessage: logisticsMessages.addFallback });

export const useAddLogisticsCompany = ({
  onSuccess,
}: { onSuccess?: (company: LogisticsCompany) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addLogisticsCompany,
    onSuccess: async (company) => {
      await queryClient.invalidateQueries({ queryKey: logisticsKeys.companies() });
      toast.success(logisticsMessages.companyAdded);
      onSuccess?.(company);
    },
  });
};
