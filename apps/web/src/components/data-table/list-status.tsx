import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { ListLoadFailed, ListLoadFailedBanner } from './list-load-failed';
import type { ListLoad } from './use-list-load';

interface ListStatusProps<TData> {
  load: ListLoad<TData>;
  isEmpty: (data: TData) => boolean;
  /** The empty state; the product's 'Nothing to see yet' unless given. */
  empty?: ReactNode;
  children: (data: TData) => ReactNode;
}

/**
 * The states of a list that is not a table (notifications, conversations, tasks, bookings…), the same
 * way DataTable shows them: loading, failed with Retry (never the empty state), the rows kept under a
 * failure banner, empty, or the rows.
 */
export function ListStatus<TData>({ load, isEmpty, empty, children }: ListStatusProps<TData>) {
  const { data, failure } = load;
  if (load.isLoading) return <LoadingState />;
  if (data === undefined || isEmpty(data)) {
    if (failure) return <ListLoadFailed failure={failure} />;
    return data === undefined ? null : (empty ?? <EmptyState />);
  }
  return (
    <>
      {failure ? <ListLoadFailedBanner failure={failure} className="mb-3" /> : null}
      {children(data)}
    </>
  );
}
