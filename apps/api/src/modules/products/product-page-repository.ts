import { and, count, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { SEARCH_TOTAL_CAP } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { productCounts, products } from '../../db/schema/index.ts';
import { type PageWindow, pageWindow } from '../../lib/page-window.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';
import { newestFirst, oldestFirst, type ProductFilters, whereOf } from './product-filters.ts';

/** The products list: one page and its total (GET /v1/products). */
export const productPages = {
  /**
   * One page and the total. A first page (offset below LATE_LOOKUP_FROM) is read straight from the
   * index; a deeper one takes its ids from an index-only scan (deep OFFSETs skip index entries, not
   * rows). Without a text search the exact total comes first, from the counters, so a page in the
   * older half is read from the oldest end (pageWindow). A search counts first too (capped): when
   * it matches at least the cap, matches are dense and the page walks the newest-first index instead of
   * collecting every match from the trigram index and sorting them. The planner cannot tell the two
   * apart (its guess for an infix is a few rows whatever the term), so the count decides.
   */
  async page(db: Executor, merchantId: string, filters: ProductFilters, page: number, limit: number) {
    const where = whereOf(merchantId, filters);
    const offset = (page - 1) * limit;
    const total = await productPages.total(db, merchantId, filters, where);
    const search = Boolean(filters.name || filters.sku);
    // Past an exact total there is nothing to read (a search with no match, most often).
    if (offset >= total && !(search && total >= SEARCH_TOTAL_CAP)) return { rows: [], total };
    if (search) {
      const window = pageWindow(null, offset, limit);
      if (total < SEARCH_TOTAL_CAP) return { rows: await pageRows(db, merchantId, where, window), total };
      const rows = await db.transaction(async (tx) => {
        // For this one query: no bitmap of every match and no sequential scan, so the newest-first index.
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        return pageRows(tx, merchantId, where, window);
      });
      return { rows, total };
    }
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
      return { rows, total };
    }
    return { rows: await pageRows(db, merchantId, where, window), total };
  },

  /**
   * The number of products matching the filters. Without a text search it is the sum of the few
   * counter rows the triggers keep per (status, category); a search counts its matches up to
   * SEARCH_TOTAL_CAP, so a short prefix matching thousands of rows stops reading at the cap.
   */
  async total(db: Executor, merchantId: string, filters: ProductFilters, where: SQL): Promise<number> {
    if (filters.name || filters.sku) {
      const matches = db
        .select({ id: products.id })
        .from(products)
        .where(where)
        .limit(SEARCH_TOTAL_CAP)
        .as('matches');
      const [row] = await db.select({ total: count() }).from(matches);
      return row?.total ?? 0;
    }
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
