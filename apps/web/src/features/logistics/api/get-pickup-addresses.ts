import type { PickupAddress } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logisticsKeys } from './logistics-keys';

/** GET v1/logistic/pickup-address: the default address first, then the newest. */
export const getPickupAddresses = (signal?: AbortSignal) =>
  api.get<PickupAddress[]>('/v1/logistic/pickup-address', { signal });

export const pickupAddressesQueryOptions = () =>
  queryOptions({
    queryKey: logisticsKeys.pickupAddresses(),
    queryFn: ({ signal }) => getPickupAddresses(signal),
  });

export const usePickupAddresses = () => useQuery(pickupAddressesQueryOptions());
