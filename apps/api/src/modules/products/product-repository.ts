import { and, asc, count, eq, getTableColumns, ilike, inArray, like, sql, type SQL } from 'drizzle-orm';
import { type ProductStatus, SEARCH_TOTAL_CAP } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { productCounts, products } from '../../db/schema/index.ts';
import { type PageWindow, pageWindow } from '../../lib/page-window.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';
import { escapeLike } from './query-helpers.ts';
import type { ProductRow } from './product-mapper.ts';

export type ProductInsert = typeof products.$inferInsert;

export interface ProductFilters {
  status?: ProductStatus;
  category?: string;
  /** Part of the name, matched case-insensitively (trigram index). */
  name?: string;
  /** The start of the SKU (upper-case). */
  sku?: string;
}

/** Newest first; the spelled-out NULLS LAST matches the indexes, so pages are read in index order. */
const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];
/** The exact reverse, read from the same indexes backwards. */
const oldestFirst = [sql`${products.createdAt} asc nulls first`, sql`${products.id} asc nulls first`];

function whereOf(merchantId: string, f: ProductFilters): SQL {
  const conditions: SQL[] = [eq(products.merchantId, merchantId)];
  if (f.status) conditions.push(eq(products.status, f.status));
  if (f.category !== undefined) conditions.push(eq(products.category, f.category));
  if (f.name) conditions.push(ilike(products.name, `%${escapeLike(f.name)}%`));
  if (f.sku) conditions.push(like(products.sku, `${escapeLike(f.sku)}%`));
  return and(...conditions)!;
}

const byId = (merchantId: string, id: string) =>
  and(eq(products.merchantId, merchantId), eq(products.id, id));
/** The read behind GET /v1/products/:id (not the locking read of an update). */
const findOne = preparedPerHandle((db) =>
  db
    .select()
    .from(products)
    .where(
      and(eq(products.merchantId, sql.placeholder('merchantId')), eq(products.id, sql.placeholder('id'))),
    )
    .prepare('product_by_id'),
);
const byIds = (merchantId: string, ids: string[]) =>
  and(eq(products.merchantId, merchantId), inArray(products.id, ids));

export const productRepository = {
  async insert(db: Executor, values: ProductInsert): Promise<ProductRow> {
    const [row] = await db.insert(products).values(values).returning();
    return row!;
  },

  async insertMany(db: Executor, values: ProductInsert[]): Promise<number> {
    let inserted = 0;
    for (let i = 0; i < values.length; i += 500) {
      const rows = await db
        .insert(products)
        .values(values.slice(i, i + 500))
        .returning({ id: products.id });
      inserted += rows.length;
    }
    return inserted;
  },

  async findById(
    db: Executor,
    merchantId: string,
    id: string,
    forUpdate = false,
  ): Promise<ProductRow | undefined> {
    if (!forUpdate) return (await findOne(db).execute({ merchantId, id }))[0];
    const [row] = await db.select().from(products).where(byId(merchantId, id)).for('update');
    return row;
  },

  async findBySku(db: Executor, merchantId: string, sku: string): Promise<ProductRow | undefined> {
    const [row] = await db
      .select()
      .from(products)
      .where(and(eq(products.merchantId, merchantId), eq(products.sku, sku)));
    return row;
  },

  /** Which of `skus` the merchant already uses. */
  async existingSkus(db: Executor, merchantId: string, skus: string[]): Promise<Set<string>> {
    if (skus.length === 0) return new Set();
    const rows = await db
      .select({ sku: products.sku })
      .from(products)
      .where(and(eq(products.merchantId, merchantId), inArray(products.sku, skus)));
    return new Set(rows.map((r) => r.sku));
  },

  async update(
    db: Executor,
    merchantId: string,
    id: string,
    values: Partial<ProductInsert>,
  ): Promise<ProductRow> {
    const [row] = await db.update(products).set(values).where(byId(merchantId, id)).returning();
    return row!;
  },

  async delete(db: Executor, merchantId: string, ids: string[]): Promise<number> {
    const rows = await db.delete(products).where(byIds(merchantId, ids)).returning({ id: products.id });
    return rows.length;
  },

  /** Locks the merchant's products among `ids` and returns how many there are. */
  async lock(db: Executor, merchantId: string, ids: string[]): Promise<number> {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(byIds(merchantId, ids))
      .orderBy(asc(products.id))
      .for('update');
    return rows.length;
  },

  /** Sets `status` on every product, or switches each one ACTIVE⇄INACTIVE when none is given. */
  async setStatus(
    db: Executor,
    merchantId: string,
    ids: string[],
    status?: ProductStatus,
  ): Promise<ProductRow[]> {
    const next =
      status ?? sql<ProductStatus>`case when ${products.status} = 'ACTIVE' then 'INACTIVE' else 'ACTIVE' end`;
    return db
      .update(products)
      .set({ status: next, updatedAt: new Date() })
      .where(byIds(merchantId, ids))
      .returning()
      .then((rows) => rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)));
  },

  /**
   * One page and the total. A first page (offset below LATE_LOOKUP_FROM) is read straight from the
   * index; a deeper one takes its ids from an index-only scan (deep OFFSETs skip index entries, not rows). Without a text search the exact total comes first, from the counters, so a page
   * in the older half is read from the oldest end (pageWindow). A search counts first too (capped): when
   * it matches at least the cap, matches are dense and the page walks the newest-first index instead of
   * collecting every match from the trigram index and sorting them. The planner cannot tell the two
   * apart (its guess for an infix is a few rows whatever the term), so the count decides.
   */
  async page(db: Executor, merchantId: string, filters: ProductFilters, page: number, limit: number) {
    const where = whereOf(merchantId, filters);
    const offset = (page - 1) * limit;
    const total = await productRepository.total(db, merchantId, filters, where);
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

  /**
   * The next batch of a full export, after `cursor` in list order. The cursor keeps created_at as
   * PostgreSQL text, since a JS Date would drop its microseconds.
   */
  async exportBatch(
    db: Executor,
    merchantId: string,
    filters: ProductFilters,
    cursor: ExportCursor | null,
    size: number,
  ) {
    const after = cursor
      ? sql`(${products.createdAt}, ${products.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    return db
      .select({ ...getTableColumns(products), cursorAt: sql<string>`${products.createdAt}::text` })
      .from(products)
      .where(and(whereOf(merchantId, filters), after))
      .orderBy(...newestFirst)
      .limit(size);
  },
};

/**
 * Below this offset a page is read straight from the newest-first index: the late row lookup only pays
 * once it skips thousands of rows, and its join costs more to plan and run than a first page does
 * (issue 11: at 100k products, page 1 planned and ran in ~0.08 ms plain against ~0.2 ms as a late
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

export interface ExportCursor {
  createdAt: string;
  id: string;
}
