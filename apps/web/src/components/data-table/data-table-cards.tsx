import { Fragment } from 'react';
import { cn } from '@/lib/cn';
import { rowNumber } from '@/lib/pagination';
import type { Column, RowSelection } from './data-table';

export const checkboxClass =
  'size-4 rounded border-slate-400 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

interface DataTableCardsProps<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  ids: readonly string[];
  getRowLabel?: (row: T) => string;
  page: number;
  pageSize: number;
  showRowNumbers: boolean;
  selection?: RowSelection;
  onToggle: (id: string) => void;
}

/** A table's rows on a phone: one card each, its columns as label–value pairs, no sideways scrolling. */
export function DataTableCards<T>({
  caption,
  columns,
  rows,
  ids,
  getRowLabel,
  page,
  pageSize,
  showRowNumbers,
  selection,
  onToggle,
}: DataTableCardsProps<T>) {
  const selected = new Set(selection?.selectedIds ?? []);
  return (
    <ul
      aria-label={caption}
      className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white"
    >
      {rows.map((row, index) => {
        const id = ids[index] ?? String(index);
        const number = rowNumber(page, index, pageSize);
        return (
          <li key={id} className={cn('px-4 py-3', selected.has(id) && 'bg-brand-50/60')}>
            {selection || showRowNumbers ? (
              <div className="mb-2 flex items-center gap-3 text-xs font-semibold text-slate-600">
                {selection ? (
                  <input
                    type="checkbox"
                    className={checkboxClass}
                    checked={selected.has(id)}
                    onChange={() => onToggle(id)}
                    aria-label={`Select ${getRowLabel?.(row) ?? `row ${number}`}`}
                  />
                ) : null}
                {showRowNumbers ? <span className="tabular-nums">S/N {number}</span> : null}
              </div>
            ) : null}
            <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1.5 text-sm">
              {columns.map((column) => (
                <Fragment key={column.id}>
                  <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {column.header}
                  </dt>
                  <dd className="flex min-w-0 justify-end text-right [overflow-wrap:anywhere] text-slate-800 [&_*]:whitespace-normal [&>*]:max-w-full [&>*]:min-w-0">
                    {column.cell(row, index)}
                  </dd>
                </Fragment>
              ))}
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
