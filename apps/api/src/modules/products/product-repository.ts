import { and, asc, count, eq, getTableColumns, ilike, inArray, like, sql, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { productCounts, products } from '../../db/schema/index.ts';
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
    const query = db.select().from(products).where(byId(merchantId, id));
    const [row] = await (forUpdate ? query.for('update') : query);
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
   * One page and the total. The page's ids come from an index-only scan (deep OFFSETs skip index
   * entries, not rows), and the total is read at the same time on another connection.
   */
  async page(db: Executor, merchantId: string, filters: ProductFilters, page: number, limit: number) {
    const where = whereOf(merchantId, filters);
    const keys = db
      .select({ id: products.id })
      .from(products)
      .where(where)
      .orderBy(...newestFirst)
      .limit(limit)
      .offset((page - 1) * limit)
      .as('page_keys');
    const [rows, totals] = await Promise.all([
      db
        .select(getTableColumns(products))
        .from(products)
        .innerJoin(keys, and(eq(products.merchantId, merchantId), eq(products.id, keys.id)))
        .orderBy(...newestFirst),
      productRepository.total(db, merchantId, filters, where),
    ]);
    return { rows, total: totals };
  },

  /**
   * The number of products matching the filters. Without a text search it is the sum of the few
   * counter rows the triggers keep per (status, category); a search counts its matches.
   */
  async total(db: Executor, merchantId: string, filters: ProductFilters, where: SQL): Promise<number> {
    if (filters.name || filters.sku) {
      const [row] = await db.select({ total: count() }).from(products).where(where);
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

export interface ExportCursor {
  createdAt: string;
  id: string;
}
