import type { ListLoad } from './use-list-load';
import { DataTable, type DataTableProps } from './data-table';
import { Paginator } from './paginator';

/** What every paged list answer carries besides its rows. */
export interface ListPage {
  page: number;
  limit: number;
  totalPages: number;
  totalResults: number;
}

interface PagedTableProps<T> extends Omit<DataTableProps<T>, 'load' | 'page' | 'pageSize'> {
  load: ListLoad<ListPage>;
  /** The page asked for (the URL's), numbering the rows until the answer says which page it is. */
  page: number;
  onPageChange: (page: number) => void;
  /** A search total counted only up to the cap (see Paginator). */
  capped?: boolean;
  hasNextPage?: boolean;
}

/** A list's table and its paginator, both read from one paged answer. */
export function PagedTable<T>({
  load,
  page,
  onPageChange,
  capped,
  hasNextPage,
  ...table
}: PagedTableProps<T>) {
  const data = load.data;
  return (
    <>
      <DataTable {...table} load={load} page={data?.page ?? page} pageSize={data?.limit} />
      <Paginator
        page={data?.page ?? 0}
        totalPages={data?.totalPages ?? 0}
        totalResults={data?.totalResults ?? 0}
        capped={capped}
        hasNextPage={hasNextPage}
        onPageChange={onPageChange}
      />
    </>
  );
}
