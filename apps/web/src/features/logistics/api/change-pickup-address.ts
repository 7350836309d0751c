import { logisticsMessages, type PickupAddress, type PickupAddressBody } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { logisticsKeys } from './logistics-keys';

/** PUT v1/logistic/pickup-address/{addressId} → 'Pickup address changed'. */
export const changePickupAddress = ({ id, body }: { id: string; body: PickupAddressBody }) =>
  api.put<PickupAddress>(`/v1/logistic/pickup-address/${encodeURIComponent(id)}`, body);

export const useChangePickupAddress = ({
  onSuccess,
}: { onSuccess?: (address: PickupAddress) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePickupAddress,
    onSuccess: async (address) => {
      await queryClient.invalidateQueries({ queryKey: logisticsKeys.pickupAddresses() });
      toast.success(logisticsMessages.pickupChanged);
      onSuccess?.(address);
    },
  });
};
