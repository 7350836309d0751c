import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { ProductStatus } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { productCounts, products } from '../../db/schema/index.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';
import { nextVersion, saveVersioned } from '../../lib/record-version.ts';
import { newestFirst, type ProductFilters, whereOf } from './product-filters.ts';
import type { ProductRow } from './product-mapper.ts';
import { findOne, insertOne } from '../../lib/db/rows.ts';

export type ProductInsert = typeof products.$inferInsert;

const byId = (merchantId: string, id: string) =>
  and(eq(products.merchantId, merchantId), eq(products.id, id));
/** The read behind GET /v1/products/:id (not the locking read of an update). */
const findPrepared = preparedPerHandle((db) =>
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
  /** The merchant's products, from the counters the triggers keep (no scan of the products). */
  async countAll(db: Executor, merchantId: string): Promise<number> {
    const [row] = await db
      .select({ n: sql<number>`coalesce(sum(${productCounts.n}), 0)::int` })
      .from(productCounts)
      .where(eq(productCounts.merchantId, merchantId));
    return row?.n ?? 0;
  },

  insert: (db: Executor, values: ProductInsert): Promise<ProductRow> => insertOne(db, products, values),

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
    if (!forUpdate) return (await findPrepared(db).execute({ merchantId, id }))[0];
    const [row] = await db.select().from(products).where(byId(merchantId, id)).for('update');
    return row;
  },

  findBySku: (db: Executor, merchantId: string, sku: string): Promise<ProductRow | undefined> =>
    findOne(db, products, and(eq(products.merchantId, merchantId), eq(products.sku, sku))),

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
    version?: number,
  ): Promise<ProductRow | undefined> {
    return saveVersioned(db, products, byId(merchantId, id), values, version);
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
      .set({ status: next, updatedAt: new Date(), ...nextVersion(products) })
      .where(byIds(merchantId, ids))
      .returning()
      .then((rows) => rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id)));
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
