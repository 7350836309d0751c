import { Fragment, type ReactNode } from 'react';
import { DEFAULT_PAGE_SIZE } from '@oja/contracts';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { rowNumber } from '@/lib/pagination';

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

interface DataTableProps<T> {
  /** Accessible name of the table (read by screen readers, not shown). */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** Names a row for its checkbox label, e.g. the product name. */
  getRowLabel?: (row: T) => string;
  isLoading?: boolean;
  /** Current page and page size, for the row number column. */
  page?: number;
  pageSize?: number;
  showRowNumbers?: boolean;
  selection?: RowSelection;
  empty?: ReactNode;
  /** Below 640 px, show each row as a card of label–value pairs instead of a sideways-scrolling table. */
  phoneCards?: boolean;
}

const cellBase = 'px-4 py-3 text-left align-middle';
/**
 * A loading or empty state spans the visible width of the scroll box (100cqw of the @container), held
 * at its left edge: centred on screen even when the header row is wider than a phone.
 */
const stateClass = 'sticky left-0 w-[100cqw]';
const checkboxClass =
  'size-4 rounded border-slate-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

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
  isLoading = false,
  page = 1,
  pageSize = DEFAULT_PAGE_SIZE,
  showRowNumbers = true,
  selection,
  empty,
  phoneCards = false,
}: DataTableProps<T>) {
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

  let body: ReactNode;
  if (isLoading) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          <div className={stateClass}>
            <LoadingState />
          </div>
        </td>
      </tr>
    );
  } else if (list.length === 0) {
    body = (
      <tr>
        <td colSpan={columnCount}>
          <div className={stateClass}>{empty ?? <EmptyState />}</div>
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

  const hasRows = !isLoading && list.length > 0;
  const cards = phoneCards && hasRows;
  const table = (
    <div
      className={cn(
        '@container relative overflow-x-auto rounded-xl border border-slate-200 bg-white',
        cards && 'hidden sm:block',
      )}
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
  if (!cards) return table;
  return (
    <>
      {table}
      <ul
        aria-label={caption}
        className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white sm:hidden"
      >
        {list.map((row, index) => (
          <li key={ids[index] ?? index} className="px-4 py-3">
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              {columns.map((column) => (
                <Fragment key={column.id}>
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {column.header}
                  </dt>
                  <dd className="text-right break-words text-slate-800">{column.cell(row, index)}</dd>
                </Fragment>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </>
  );
}
