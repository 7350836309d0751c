import type { ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '@oja/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { PHONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';
import { cn } from '@/lib/cn';
import { rowNumber } from '@/lib/pagination';
import { checkboxClass, DataTableCards } from './data-table-cards';
import { ListLoadFailed, ListLoadFailedBanner } from './list-load-failed';
import type { ListFailure, ListLoad } from './use-list-load';

export interface Column<T> {
  id: string;
  header: ReactNode;
  cell: (row: T, index: number) => ReactNode;
  className?: string;
}

export interface RowSelection {
  selectedIds: readonly string[];
  onChange: (ids: string[]) => void;
}

export interface DataTableProps<T> {
  /** Accessible name of the table (read by screen readers, not shown). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** Names a row for its checkbox label, e.g. the product name. */
  getRowLabel?: (row: T) => string;
  /**
   * How the rows loaded (useListLoad): 'Please wait...' while nothing is loaded, and a failure that is
   * never shown as the empty state. A table of rows that are not loaded says `{ isLoading: false, failure: null }`.
   */
  load: Pick<ListLoad<unknown>, 'isLoading' | 'failure'>;
  /** Current page and page size, for the row number column. */
  page?: number;
  pageSize?: number;
  showRowNumbers?: boolean;
  selection?: RowSelection;
  empty?: ReactNode;
  /** Replaces the failed-load state (rows and Retry are still the kit's). */
  failed?: (failure: ListFailure) => ReactNode;
}

/** `getRowId` and `getRowLabel` of rows that have an id and a name. */
export const byIdAndName = {
  getRowId: (row: { id: string }) => row.id,
  getRowLabel: (row: { name: string }) => row.name,
};

const cellBase = 'px-4 py-3 text-left align-middle';
/**
 * A loading or empty state spans the visible width of the scroll box (100cqw of the @container), held
 * at its left edge: centred on screen even when the header row is wider than a phone.
 */
const stateClass = 'sticky left-0 w-[100cqw]';

/**
 * The list table every screen uses: typed columns, an optional row number column
 * ((page - 1) × page size + index + 1) and optional checkbox selection with select-all.
 */
export function DataTable<T>({
  caption,
  columns,
  rows,
  getRowId,
  getRowLabel,
  load,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  showRowNumbers = true,
  selection,
  empty,
  failed,
}: DataTableProps<T>) {
  const { isLoading, failure } = load;
  const phone = useMediaQuery(PHONE_QUERY);
  const list = rows ?? [];
  const ids = list.map(getRowId);
  const selected = new Set(selection?.selectedIds ?? []);
  const selectedOnPage = ids.filter((id) => selected.has(id)).length;
  const allSelected = ids.length > 0 && selectedOnPage === ids.length;
  const columnCount = columns.length + (showRowNumbers ? 1 : 0) + (selection ? 1 : 0);

  const toggleAll = () => {
    if (!selection) return;
    const others = selection.selectedIds.filter((id) => !ids.includes(id));
    selection.onChange(allSelected ? others : [...others, ...ids]);
  };
  const toggleRow = (id: string) => {
    if (!selection) return;
    selection.onChange(
      selected.has(id) ? selection.selectedIds.filter((s) => s !== id) : [...selection.selectedIds, id],
    );
  };

  // A failed load is never shown as an empty list.
  let state: ReactNode = null;
  if (isLoading) state = <LoadingState />;
  else if (list.length === 0 && failure) state = failed?.(failure) ?? <ListLoadFailed failure={failure} />;
  else if (list.length === 0) state = empty ?? <EmptyState />;
  const hasRows = state === null;
  const banner = failure && hasRows ? <ListLoadFailedBanner failure={failure} className="mb-3" /> : null;

  // On a phone every table is cards (or its state): no page scrolls sideways.
  if (phone) {
    return (
      <>
        {banner}
        {hasRows ? (
          <DataTableCards
            caption={caption}
            columns={columns}
            rows={list}
            ids={ids}
            getRowLabel={getRowLabel}
            page={page}
            pageSize={pageSize}
            showRowNumbers={showRowNumbers}
            selection={selection}
            onToggle={toggleRow}
          />
        ) : (
          <div aria-busy={isLoading || undefined} className="rounded-xl border border-slate-200 bg-white">
            {state}
          </div>
        )}
      </>
    );
  }

  let body: ReactNode;
  if (!hasRows) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          <div className={stateClass}>{state}</div>
        </td>
      </tr>
    );
  } else {
    body = list.map((row, index) => {
      const id = ids[index] ?? String(index);
      const number = rowNumber(page, index, pageSize);
      return (
        <tr
          key={id}
          className={cn('border-t border-slate-100 hover:bg-slate-50', selected.has(id) && 'bg-brand-50/60')}
        >
          {selection ? (
            <td className={cn(cellBase, 'w-10')}>
              <input
                type="checkbox"
                className={checkboxClass}
                checked={selected.has(id)}
                onChange={() => toggleRow(id)}
                aria-label={`Select ${getRowLabel?.(row) ?? `row ${number}`}`}
              />
            </td>
          ) : null}
          {showRowNumbers ? (
            <td className={cn(cellBase, 'w-14 text-slate-600 tabular-nums')}>{number}</td>
          ) : null}
          {columns.map((column) => (
            <td key={column.id} className={cn(cellBase, 'text-slate-800', column.className)}>
              {column.cell(row, index)}
            </td>
          ))}
        </tr>
      );
    });
  }

  const table = (
    // Focusable, so that a keyboard can scroll the columns sideways too.
    <div
      className="@container relative overflow-x-auto rounded-xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-label={caption}
    >
      {/* Rows keep their columns readable by scrolling sideways; an empty or loading state fits the screen. */}
      <table className={cn('w-full border-collapse text-sm', hasRows && 'min-w-[640px]')}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {selection ? (
              <th scope="col" className={cn(cellBase, 'w-10')}>
                <input
                  type="checkbox"
                  className={checkboxClass}
                  checked={allSelected}
                  ref={(element) => {
                    if (element) element.indeterminate = selectedOnPage > 0 && !allSelected;
                  }}
                  onChange={toggleAll}
                  disabled={ids.length === 0}
                  aria-label="Select all rows"
                />
              </th>
            ) : null}
            {showRowNumbers ? (
              <th scope="col" className={cn(cellBase, 'w-14')}>
                S/N
              </th>
            ) : null}
            {columns.map((column) => (
              <th key={column.id} scope="col" className={cn(cellBase, column.className)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody aria-busy={isLoading || undefined}>{body}</tbody>
      </table>
    </div>
  );
  return (
    <>
      {banner}
      {table}
    </>
  );
}
