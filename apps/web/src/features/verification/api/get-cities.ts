import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

interface CitiesResponse {
  terminalCities: Array<{ name: string }>;
}

/** GET v1/logistic/cities?countryCode=NG&state=Lagos: the city names of a state (docs/product/routes.md#api Logistics). */
export const getCities = async (countryCode: string, state: string, signal?: AbortSignal) => {
  const data = await api.get<CitiesResponse>('/v1/logistic/cities', {
    query: { countryCode, state },
    signal,
  });
  return data.terminalCities.map((city) => city.name);
};

export const citiesQueryOptions = (countryCode: string, state: string) =>
  queryOptions({
    queryKey: ['address', 'countries', countryCode, 'states', state, 'cities'] as const,
    queryFn: ({ signal }) => getCities(countryCode, state, signal),
    staleTime: Infinity,
    // Countries without carrier coverage have no list; the picked place's own city is offered instead.
    meta: { toastError: false },
  });

export const useCities = (countryCode: string | undefined, state: string | undefined) =>
  useQuery({
    ...citiesQueryOptions(countryCode ?? '', state ?? ''),
    enabled: Boolean(countryCode && state),
  });
