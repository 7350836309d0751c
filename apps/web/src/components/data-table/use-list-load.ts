import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

/** What the list kit reads of a list's query (a TanStack Query result fits as it is). */
export interface ListQuery<TData> {
  data: TData | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: Error | null;
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  refetch: () => unknown;
}

/** A list that could not be loaded: what it was, why, and the way to ask again. */
export interface ListFailure {
  /** What could not be loaded, in the merchant's words: 'products' reads "Couldn't load products". */
  what: string;
  message: string;
  retry: () => void;
  /** A retry is on its way. */
  retrying: boolean;
  /** The rows on screen are the last ones loaded, not the ones asked for. */
  stale: boolean;
}

export interface ListLoad<TData> {
  /** The rows to show: this load's, or after a failure the last ones loaded. */
  data: TData | undefined;
  /** Nothing loaded yet and nothing failed: the 'Please wait...' state. */
  isLoading: boolean;
  failure: ListFailure | null;
}

/**
 * How every list loads. A failed load never reads as an empty list: it is a failure with its message
 * and a Retry, and the rows shown before it (of this page or of the last one loaded) stay on screen.
 * The error toast of docs/product/messages.md#failed-list-loads is the query cache's, unchanged.
 *
 * `family` names the list's queries in the cache (e.g. every page and tab of the products list), so
 * that rows loaded before a remount (another tab) still count as the last ones loaded; the cache is
 * emptied when the session ends, so they are never another merchant's.
 */
export function useListLoad<Q extends ListQuery<unknown>>(
  query: Q,
  what: string,
  family?: QueryKey,
): ListLoad<Exclude<Q['data'], undefined>> {
  type TData = Exclude<Q['data'], undefined>;
  const queryClient = useQueryClient();
  // The last rows loaded, whichever page, tab or search they were for. Query results keep their
  // identity until the data changes, so this settles after one extra render.
  const [last, setLast] = useState<TData | undefined>(query.data as TData | undefined);
  if (query.data !== undefined && query.data !== last) setLast(query.data as TData);

  // A retry with no rows of its own goes back to 'pending' and drops its error; the last settled
  // answer being an error still counts as failing until data arrives.
  const failing = query.isError || (query.isPending && query.errorUpdatedAt > query.dataUpdatedAt);
  const kept =
    failing && query.data === undefined ? (last ?? lastInCache<TData>(queryClient, family)) : undefined;
  const stale = kept !== undefined;
  const data = (query.data as TData | undefined) ?? kept;
  return {
    data,
    isLoading: query.isPending && !failing && data === undefined,
    failure: failing
      ? {
          what,
          message: query.error?.message ?? '',
          retry: () => void query.refetch(),
          retrying: query.isFetching,
          stale,
        }
      : null,
  };
}

/** The most recently loaded data among the queries of a list family, if any. */
function lastInCache<TData>(queryClient: ReturnType<typeof useQueryClient>, family: QueryKey | undefined) {
  if (!family) return undefined;
  let latest: { data: TData; at: number } | undefined;
  for (const cached of queryClient.getQueryCache().findAll({ queryKey: family })) {
    const { data, dataUpdatedAt } = cached.state;
    if (data !== undefined && (!latest || dataUpdatedAt > latest.at))
      latest = { data: data as TData, at: dataUpdatedAt };
  }
  return latest?.data;
}
