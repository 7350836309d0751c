import { type CountryState, type Paginated, STATES_LIMIT, verificationMessages } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const MAX_PAGES = 10;

/**
 * GET /v1/address/countries/{code}/states?page=1&limit=40 (docs/product/onboarding.md#limits), then the following pages while
 * there are more: a country such as the United States has more than 40 states.
 */
export const getStates = async (countryCode: string, signal?: AbortSignal) => {
  const states: CountryState[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const result = await api.get<Paginated<CountryState>>(
      `/v1/address/countries/${encodeURIComponent(countryCode)}/states`,
      { query: { page, limit: STATES_LIMIT }, fallbackMessage: verificationMessages.statesFallback, signal },
    );
    states.push(...result.results);
    if (page >= result.totalPages) break;
  }
  return states;
};

export const statesQueryOptions = (countryCode: string) =>
  queryOptions({
    queryKey: ['address', 'countries', countryCode, 'states'] as const,
    queryFn: ({ signal }) => getStates(countryCode, signal),
    staleTime: Infinity,
  });

export const useStates = (countryCode: string | undefined) =>
  useQuery({ ...statesQueryOptions(countryCode ?? ''), enabled: Boolean(countryCode) });
