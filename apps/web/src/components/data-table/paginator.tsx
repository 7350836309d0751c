import { ChevronLeft, ChevronRight, Ellipsis } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { buttonStyles } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatCount } from '@/lib/format';
import { paginatorItems } from '@/lib/pagination';

interface PaginatorProps {
  /** 0 before the list has loaded (docs/product/interface.md#paginator). */
  page: number;
  totalPages: number;
  totalResults: number;
  /**
   * The total is a lower bound: a search count stopped at SEARCH_TOTAL_CAP. Totals show as "100+"
   * and Next stays enabled past the counted pages while `hasNextPage` (the API serves later pages).
   */
  capped?: boolean;
  hasNextPage?: boolean;
  onPageChange: (page: number) => void;
  className?: string;
}

const pageButton = (active: boolean) =>
  cn(buttonStyles({ variant: active ? 'primary' : 'ghost', size: 'sm' }), 'min-w-8 px-2 tabular-nums');

/** Previous/next, page numbers, and ellipsis menus listing the hidden pages when there are more than 5. */
export function Paginator({
  page,
  totalPages,
  totalResults,
  capped = false,
  hasNextPage = false,
  onPageChange,
  className,
}: PaginatorProps) {
  const items = paginatorItems(page, capped ? Math.max(page, totalPages) : totalPages);
  const lastPage = page >= totalPages && !(capped && hasNextPage);
  return (
    <nav
      aria-label="Pagination"
      className={cn('flex flex-wrap items-center justify-between gap-3 py-3', className)}
    >
      <p className="text-sm text-slate-600">
        Page <span className="font-medium text-slate-900 tabular-nums">{page}</span> of{' '}
        <span className="font-medium text-slate-900 tabular-nums">{formatCount(totalPages, capped)}</span>
        <span aria-hidden="true"> · </span>
        <span className="tabular-nums">{formatCount(totalResults, capped)}</span> results
      </p>
      {/* On a phone Previous and Next keep their names for assistive technology but show only their arrows,
          and the row wraps rather than widening the page. */}
      <ul className="flex flex-wrap items-center gap-1">
        <li>
          <button
            type="button"
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">Previous</span>
          </button>
        </li>
        {items.map((item) =>
          item.type === 'page' ? (
            <li key={item.page}>
              <button
                type="button"
                className={pageButton(item.page === page)}
                aria-label={`Page ${item.page}`}
                aria-current={item.page === page ? 'page' : undefined}
                onClick={() => onPageChange(item.page)}
              >
                {item.page}
              </button>
            </li>
          ) : (
            <li key={item.key}>
              <DropdownMenu.Root>
                <DropdownMenu.Trigger
                  className={pageButton(false)}
                  aria-label={`Pages ${item.pages[0]} to ${item.pages[item.pages.length - 1]}`}
                >
                  <Ellipsis aria-hidden="true" className="size-4" />
                </DropdownMenu.Trigger>
                <DropdownMenu.Portal>
                  <DropdownMenu.Content
                    sideOffset={4}
                    className="z-50 max-h-64 min-w-24 overflow-y-auto rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
                  >
                    {item.pages.map((hidden) => (
                      <DropdownMenu.Item
                        key={hidden}
                        onSelect={() => onPageChange(hidden)}
                        className="cursor-pointer rounded-md px-3 py-1.5 text-sm text-slate-800 tabular-nums outline-none data-highlighted:bg-brand-50 data-highlighted:text-brand-900"
                      >
                        Page {hidden}
                      </DropdownMenu.Item>
                    ))}
                  </DropdownMenu.Content>
                </DropdownMenu.Portal>
              </DropdownMenu.Root>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={buttonStyles({ variant: 'secondary', size: 'sm' })}
            onClick={() => onPageChange(page + 1)}
            disabled={lastPage}
          >
            <span className="sr-only sm:not-sr-only">Next</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
