import { DEFAULT_PAGE_SIZE } from '@oja/contracts';

/** Above this many pages the paginator folds hidden pages into ellipsis menus (docs/product/interface.md#lists, docs/product/interface.md#paginator). */
export const MAX_VISIBLE_PAGES = 5;

export type PageItem =
  { type: 'page'; page: number } | { type: 'ellipsis'; key: 'start' | 'end'; pages: number[] };

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/**
 * The buttons of the paginator. Up to 5 pages: every page. Above 5: the first and last page, the
 * current page with its neighbours, and an ellipsis menu listing each run of hidden pages.
 */
export const paginatorItems = (currentPage: number, totalPages: number): PageItem[] => {
  if (totalPages <= 0) return [];
  const current = Math.min(Math.max(1, currentPage), totalPages);
  const asPages = (pages: number[]): PageItem[] => pages.map((page) => ({ type: 'page', page }));
  if (totalPages <= MAX_VISIBLE_PAGES) return asPages(range(1, totalPages));

  // Keep a window of 3 pages around the current one, slid inwards at the edges.
  const windowStart = Math.min(Math.max(2, current - 1), totalPages - 3);
  const windowEnd = windowStart + 2;
  const items: PageItem[] = [{ type: 'page', page: 1 }];
  const hiddenBefore = range(2, windowStart - 1);
  if (hiddenBefore.length > 0) items.push({ type: 'ellipsis', key: 'start', pages: hiddenBefore });
  items.push(...asPages(range(windowStart, windowEnd)));
  const hiddenAfter = range(windowEnd + 1, totalPages - 1);
  if (hiddenAfter.length > 0) items.push({ type: 'ellipsis', key: 'end', pages: hiddenAfter });
  items.push({ type: 'page', page: totalPages });
  return items;
};

/** Row numbering across pages: (page - 1) × page size + index + 1. */
export const rowNumber = (page: number, index: number, pageSize: number = DEFAULT_PAGE_SIZE) =>
  (Math.max(1, page) - 1) * pageSize + index + 1;
