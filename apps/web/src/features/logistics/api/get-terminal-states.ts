import type { TerminalState } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { logisticsKeys, PICKUP_COUNTRY } from './logistics-keys';

export const STATES_FALLBACK = 'Could not get states. Try again later.';

/** GET v1/logistic/states?countryCode=NG → {terminalStates}: the states the carrier serves. */
export const getTerminalStates = async (countryCode: string, signal?: AbortSignal) => {
  const data = await api.get<{ terminalStates: TerminalState[] }>('/v1/logistic/states', {
    query: { countryCode },
    fallbackMessage: STATES_FALLBACK,
    signal,
  });
  return data.terminalStates;
};

export const terminalStatesQueryOptions = (countryCode = PICKUP_COUNTRY) =>
  queryOptions({
    queryKey: logisticsKeys.states(countryCode),
    queryFn: ({ signal }) => getTerminalStates(countryCode, signal),
    staleTime: Infinity,
  });

export const useTerminalStates = (countryCode = PICKUP_COUNTRY) =>
  useQuery(terminalStatesQueryOptions(countryCode));
