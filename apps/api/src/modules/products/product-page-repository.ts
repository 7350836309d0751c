import { and, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { productCounts, products } from '../../db/schema/index.ts';
import { type PageWindow, pageWindow } from '../../lib/page-window.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';
import { isSearch, newestFirst, oldestFirst, type ProductFilters, whereOf } from './product-filters.ts';
import { searchPage } from './product-search.ts';

/** The products list: one page and its total (GET /v1/products). */
export const productPages = {
  /**
   * One page and the total. A text search is one statement of its own (product-search.ts). Otherwise
   * the exact total comes first, from the counters, so a page in the older half is read from the oldest
   * end (pageWindow). A first page (offset below LATE_LOOKUP_FROM) is read straight from the index; a
   * deeper one takes its ids from an index-only scan (deep OFFSETs skip index entries, not rows).
   */
  async page(db: Executor, merchantId: string, filters: ProductFilters, page: number, limit: number) {
    const offset = (page - 1) * limit;
    if (isSearch(filters)) return searchPage(db, merchantId, filters, offset, limit);
    const where = whereOf(merchantId, filters);
    const total = await productPages.total(db, merchantId, filters);
    // Past the total there is nothing to read.
    if (offset >= total) return { rows: [], total, totalCapped: false };
    const window = pageWindow(total, offset, limit);
    if (!window.fromOldest && window.offset < LATE_LOOKUP_FROM) {
      const { limit: size, offset: skip } = window;
      const unfiltered = !filters.status && filters.category === undefined;
      const rows = unfiltered
        ? await unfilteredFirstPages(db).execute({ merchantId, limit: size, offset: skip })
        : await db
            .select()
            .from(products)
            .where(where)
            .orderBy(...newestFirst)
            .limit(size)
            .offset(skip);
      return { rows, total, totalCapped: false };
    }
    return { rows: await pageRows(db, merchantId, where, window), total, totalCapped: false };
  },

  /** The number of products matching the filters (no text search): the few counter rows the triggers keep. */
  async total(db: Executor, merchantId: string, filters: ProductFilters): Promise<number> {
    if (!filters.status && filters.category === undefined) {
      const [row] = await unfilteredTotal(db).execute({ merchantId });
      return row?.total ?? 0;
    }
    const conditions: SQL[] = [eq(productCounts.merchantId, merchantId)];
    if (filters.status) conditions.push(eq(productCounts.status, filters.status));
    if (filters.category !== undefined) conditions.push(eq(productCounts.category, filters.category));
    const [row] = await db
      .select({ total: sql<number>`coalesce(sum(${productCounts.n}), 0)::int` })
      .from(productCounts)
      .where(and(...conditions));
    return row?.total ?? 0;
  },
};

/**
 * Below this offset a page is read straight from the newest-first index: the late row lookup only pays
 * once it skips thousands of rows, and its join costs more to plan and run than a first page does
 * (bench/README.md: at 100k products, page 1 planned and ran in ~0.08 ms plain against ~0.2 ms as a late
 * lookup, and the plain read still led at offset 3,000).
 */
const LATE_LOOKUP_FROM = 1000;

/**
 * The default list (no filter, the first pages): named prepared statements (lib/prepared.ts). Their
 * generic plans are the same as the planned ones: the counter rows by primary key, and a walk of the
 * newest-first index, which reads at most LATE_LOOKUP_FROM + limit entries whatever the values.
 */
const unfilteredTotal = preparedPerHandle((db) =>
  db
    .select({ total: sql<number>`coalesce(sum(${productCounts.n}), 0)::int` })
    .from(productCounts)
    .where(eq(productCounts.merchantId, sql.placeholder('merchantId')))
    .prepare('product_total_unfiltered'),
);
const unfilteredFirstPages = preparedPerHandle((db) =>
  db
    .select()
    .from(products)
    .where(eq(products.merchantId, sql.placeholder('merchantId')))
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare('product_first_pages_unfiltered'),
);

/** A late row lookup: the window's ids from an index-only scan, then only those rows, newest first. */
function pageRows(db: Executor, merchantId: string, where: SQL, window: PageWindow) {
  const keys = db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...(window.fromOldest ? oldestFirst : newestFirst))
    .limit(window.limit)
    .offset(window.offset)
    .as('page_keys');
  return db
    .select(getTableColumns(products))
    .from(products)
    .innerJoin(keys, and(eq(products.merchantId, merchantId), eq(products.id, keys.id)))
    .orderBy(...newestFirst);
}
