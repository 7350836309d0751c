import type { PlaceSuggestion } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /api/maps?type=autocomplete&q=: address suggestions { description, place_id }. */
export const searchPlaces = async (q: string, signal?: AbortSignal) => {
  const data = await api.get<{ results: PlaceSuggestion[] }>('/api/maps', {
    query: { type: 'autocomplete', q },
    signal,
  });
  return data.results;
};

export const MIN_SEARCH_LENGTH = 2;

export const placeSuggestionsQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['address', 'places', q] as const,
    queryFn: ({ signal }) => searchPlaces(q, signal),
    staleTime: 5 * 60_000,
  });

/** Suggestions for the (already debounced) search text; nothing is asked below 2 characters. */
export const usePlaceSuggestions = (q: string) =>
  useQuery({
    ...placeSuggestionsQueryOptions(q),
    enabled: q.length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });
