import { COUNTRIES_LIMIT, type Country, type Paginated, verificationMessages } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sortCountriesByName } from '../utils/countries';

/** GET /v1/address/countries?page=1&limit=250, sorted by name (docs/product/onboarding.md#verification-levels Country). */
export const getCountries = async (signal?: AbortSignal) => {
  const page = await api.get<Paginated<Country>>('/v1/address/countries', {
    query: { page: 1, limit: COUNTRIES_LIMIT },
    fallbackMessage: verificationMessages.countriesFallback,
    signal,
  });
  return sortCountriesByName(page.results);
};

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: ['address', 'countries'] as const,
    queryFn: ({ signal }) => getCountries(signal),
    // A bundled list: it does not change while the dashboard is open.
    staleTime: Infinity,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
