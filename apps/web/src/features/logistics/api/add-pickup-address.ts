import { logisticsMessages, type PickupAddress, type PickupAddressBody } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { logisticsKeys } from './logistics-keys';

/** POST v1/logistic/pickup-address → 'Pickup address added successfully'. */
export const addPickupAddress = (body: PickupAddressBody) =>
  api.post<PickupAddress>('/v1/logistic/pickup-address', body);

export const useAddPickupAddress = ({ onSuccess }: { onSuccess?: (address: PickupAddress) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPickupAddress,
    onSuccess: async (address) => {
      await queryClient.invalidateQueries({ queryKey: logisticsKeys.pickupAddresses() });
      toast.success(logisticsMessages.pickupAdded);
      onSuccess?.(address);
    },
  });
};
