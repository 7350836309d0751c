import { ImageOff } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/dates';
import { formatMoney, truncateCategoryTitle } from '@/lib/format';
import type { Column } from './data-table';
import { RowActions } from './row-actions';

type Money = number | string | null | undefined;

/** A right-aligned amount in its currency, e.g. `moneyColumn('Price', (p) => [p.price, p.currency])`. */
export const moneyColumn = <T,>(
  header: string,
  money: (row: T) => readonly [Money, string | null | undefined],
): Column<T> => ({
  id: header.toLowerCase(),
  header,
  className: 'text-right',
  cell: (row) => (
    <span className="font-medium whitespace-nowrap tabular-nums">{formatMoney(...money(row))}</span>
  ),
});

/** A date and time on one line, e.g. `dateTimeColumn('opened', 'Opened', (t) => t.createdAt)`. */
export const dateTimeColumn = <T,>(id: string, header: string, at: (row: T) => string): Column<T> => ({
  id,
  header,
  cell: (row) => formatDateTime(at(row)),
  className: 'whitespace-nowrap',
});

interface NameColumnOptions {
  /** What the link shows of the name (all of it unless given). */
  shorten?: (name: string) => string;
  className?: string;
}

/** The row's name, a link to its page; the full name on hover. */
export const nameLinkColumn = <T extends { name: string }>(
  href: (row: T) => string,
  { shorten = (name) => name, className }: NameColumnOptions = {},
): Column<T> => ({
  id: 'name',
  header: 'Name',
  cell: (row) => (
    <Link
      to={href(row)}
      title={row.name}
      className={cn(
        className,
        'font-medium text-brand-800 hover:underline focus-visible:outline-2 focus-visible:outline-brand-700',
      )}
    >
      {shorten(row.name)}
    </Link>
  ),
});

/** The row's thumbnail, or a placeholder that says there is no image. */
export const thumbnailColumn = <T extends { thumbnail?: string | null }>(): Column<T> => ({
  id: 'image',
  header: 'Image',
  cell: (row) =>
    row.thumbnail ? (
      <img
        src={row.thumbnail}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        className="size-10 rounded-md bg-slate-100 object-cover ring-1 ring-slate-200"
      />
    ) : (
      <span className="relative flex size-10 items-center justify-center rounded-md bg-slate-100 text-slate-500">
        <ImageOff aria-hidden="true" className="size-4" />
        <span className="sr-only">No image</span>
      </span>
    ),
});

/** The row's category names as badges, each cut to 12 characters (the full name on hover). */
export const categoriesColumn = <T,>(names: (row: T) => readonly string[]): Column<T> => ({
  id: 'categories',
  header: 'Categories',
  cell: (row) => (
    <span className="flex flex-wrap gap-1">
      {names(row).map((name) => (
        <Badge key={name}>
          <span title={name}>{truncateCategoryTitle(name)}</span>
        </Badge>
      ))}
    </span>
  ),
});

interface RowActionsColumn<T> {
  /** The menu is shown only while no rows are selected. */
  show: boolean;
  name: (row: T) => string;
  viewHref: (row: T) => string;
  editHref: (row: T) => string;
  onDelete: (row: T) => void;
}

/** The last column: the row's View / Edit / Delete menu. */
export const rowActionsColumn = <T,>({
  show,
  name,
  viewHref,
  editHref,
  onDelete,
}: RowActionsColumn<T>): Column<T> => ({
  id: 'actions',
  // `relative` keeps the visually hidden text inside the table's scroll box (an absolutely placed
  // element escapes it and widens the page on phones).
  header: (
    <span className="relative">
      <span className="sr-only">Actions</span>
    </span>
  ),
  className: 'w-12 text-right',
  cell: (row) =>
    show ? (
      <RowActions
        name={name(row)}
        viewHref={viewHref(row)}
        editHref={editHref(row)}
        onDelete={() => onDelete(row)}
      />
    ) : null,
});
