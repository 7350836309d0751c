import type { TerminalCity } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logisticsKeys, PICKUP_COUNTRY } from './logistics-keys';

/** GET v1/logistic/cities?countryCode=NG&state= → {terminalCities}: the cities of one state. */
export const getTerminalCities = async (countryCode: string, state: string, signal?: AbortSignal) => {
  const data = await api.get<{ terminalCities: TerminalCity[] }>('/v1/logistic/cities', {
    query: { countryCode, state },
    signal,
  });
  return data.terminalCities;
};

export const terminalCitiesQueryOptions = (state: string, countryCode = PICKUP_COUNTRY) =>
  queryOptions({
    queryKey: logisticsKeys.cities(countryCode, state),
    queryFn: ({ signal }) => getTerminalCities(countryCode, state, signal),
    staleTime: Infinity,
  });

/** Loads only once a state is chosen. */
export const useTerminalCities = (state: string, countryCode = PICKUP_COUNTRY) =>
  useQuery({ ...terminalCitiesQueryOptions(state, countryCode), enabled: state !== '' });
