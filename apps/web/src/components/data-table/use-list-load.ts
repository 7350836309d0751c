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
 * The error toast of SPEC §8 is the query cache's, unchanged.
 */
export function useListLoad<Q extends ListQuery<unknown>>(
  query: Q,
  what: string,
): ListLoad<Exclude<Q['data'], undefined>> {
  type TData = Exclude<Q['data'], undefined>;
  // The last rows loaded, whichever page, tab or search they were for. Query results keep their
  // identity until the data changes, so this settles after one extra render.
  const [last, setLast] = useState<TData | undefined>(query.data as TData | undefined);
  if (query.data !== undefined && query.data !== last) setLast(query.data as TData);

  // A retry with no rows of its own goes back to 'pending' and drops its error; the last settled
  // answer being an error still counts as failing until data arrives.
  const failing = query.isError || (query.isPending && query.errorUpdatedAt > query.dataUpdatedAt);
  const stale = failing && query.data === undefined && last !== undefined;
  const data = (query.data as TData | undefined) ?? (stale ? last : undefined);
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
