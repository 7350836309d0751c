import { keepPreviousData, type QueryKey, queryOptions } from '@tanstack/react-query';

/** The query of one page of a list: the previous page stays on screen while the next one loads. */
export const pageQueryOptions = <TPage, TKey extends QueryKey>(
  queryKey: TKey,
  fetchPage: (signal: AbortSignal) => Promise<TPage>,
) =>
  queryOptions({ queryKey, queryFn: ({ signal }) => fetchPage(signal), placeholderData: keepPreviousData });
