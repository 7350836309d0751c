import type { SearchResult } from '@oja/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { api } from '@/lib/api-client';

export const SEARCH_FALLBACK = 'Could not search. Try again.';
/** How long typing must pause before the palette asks the server. */
export const PALETTE_DEBOUNCE_MS = 200;

export const searchKeys = {
  all: ['search'] as const,
  term: (q: string) => [...searchKeys.all, q] as const,
};

/** GET /v1/search?q=: a few products, orders, invoices, customers and conversations matching q. */
export const getSearch = (q: string, signal?: AbortSignal) =>
  api.get<SearchResult>('/v1/search', { query: { q }, fallbackMessage: SEARCH_FALLBACK, signal });

export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: searchKeys.term(q),
    queryFn: ({ signal }) => getSearch(q, signal),
    enabled: q.length > 0,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    // The palette shows a failed search itself.
    meta: { toastError: false },
  });

/** The server's hits for what is typed, asked once typing pauses; `pending` until they are for this text. */
export function useSearch(text: string) {
  const term = text.trim();
  const q = useDebouncedValue(term, PALETTE_DEBOUNCE_MS);
  const query = useQuery(searchQueryOptions(q));
  const current = q === term && !query.isPlaceholderData;
  const failed = term.length > 0 && current && query.isError;
  return {
    hits: term && !failed && query.data ? query.data.hits : [],
    pending: term.length > 0 && (!current || query.isFetching) && !query.isError,
    failed,
    retry: () => void query.refetch(),
  };
}
