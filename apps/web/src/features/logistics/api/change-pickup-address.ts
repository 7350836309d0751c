import { ifMatch, logisticsMessages, type PickupAddress, type PickupAddressBody } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { logisticsKeys } from './logistics-keys';

/** PUT v1/logistic/pickup-address/{addressId} → 'Pickup address changed'; from `version` when given. */
export const changePickupAddress = ({
  id,
  body,
  version,
}: {
  id: string;
  body: PickupAddressBody;
  version?: number;
}) =>
  api.put<PickupAddress>(`/v1/logistic/pickup-address/${encodeURIComponent(id)}`, body, {
    headers: ifMatch(version),
  });

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
