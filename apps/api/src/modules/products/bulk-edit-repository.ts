import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bulkEdits, products } from '../../db/schema/index.ts';
import { type ChangedColumn, fieldsOf, refusalOf, restoreOf, setOf, snapshotOf } from './bulk-edit-sql.ts';
import { newestFirst } from './product-filters.ts';

/** Stored fields of a product as a preview shows them (minor units). */
export interface StoredFields {
  price_minor: number;
  units: number;
  status: 'ACTIVE' | 'INACTIVE';
  category: string;
  tags: string[];
  low_stock_threshold: number | null;
}
type Ref = { id: string; name: string; sku: string };

/** The merchant's products with `ids` (one array parameter, however many). */
export const withIds = (merchantId: string, ids: string[]): SQL =>
  and(eq(products.merchantId, merchantId), sql`${products.id} = any(${sql.param(ids)}::uuid[])`)!;

const rowsOf = async <T>(db: Executor, query: SQL) =>
  (await db.execute<T & Record<string, unknown>>(query)).rows;

/**
 * Every statement here is one set-based query over the target `where` (decision 050): no statement runs
 * per product.
 */
export const bulkEditRepository = {
  /** How many products match and how many would be refused; `lock` takes their row locks (in id order). */
  async summary(db: Executor, where: SQL, columns: ChangedColumn[], lock: boolean) {
    const target = sql`select ${refusalOf(columns)} as refusal from ${products} where ${where}`;
    const [row] = await rowsOf<{ n: number; refused: number }>(
      db,
      sql`with target as (${target}${lock ? sql` order by ${products.id} for update` : sql``})
          select count(*)::int as n, count(refusal)::int as refused from target`,
    );
    return row!;
  },

  /** The first `limit` products in list order, as they are and as they would be. */
  previewRows: (db: Executor, where: SQL, columns: ChangedColumn[], limit: number) =>
    rowsOf<Ref & { before: StoredFields; after: StoredFields }>(
      db,
      sql`select ${products.id} as id, ${products.name} as name, ${products.sku} as sku,
            ${fieldsOf(columns, 'before')} as before, ${fieldsOf(columns, 'after')} as after
          from ${products} where ${where} order by ${sql.join(newestFirst, sql`, `)} limit ${limit}`,
    ),

  /** The first `limit` products that cannot take the change, with the reason. */
  refusedRows: (db: Executor, where: SQL, columns: ChangedColumn[], limit: number) =>
    rowsOf<Ref & { reason: string }>(
      db,
      sql`select * from (
            select ${products.id} as id, ${products.name} as name, ${products.sku} as sku,
              ${refusalOf(columns)} as reason, ${products.createdAt} as created_at
            from ${products} where ${where}) r
          where r.reason is not null order by r.created_at desc, r.id desc limit ${limit}`,
    ),

  /**
   * Changes every target product in one UPDATE … FROM and records each one's changed columns before and
   * after (bulk_edit_items) in the same statement; returns how many it changed.
   */
  async apply(db: Executor, merchantId: string, editId: string, where: SQL, columns: ChangedColumn[]) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`with target as (
            select ${products.id} as id, ${snapshotOf(columns)} as before from ${products} where ${where}
          ), changed as (
            update ${products} set ${setOf(columns)}, version = ${products.version} + 1, updated_at = now()
            from target t where ${products.merchantId} = ${merchantId} and ${products.id} = t.id
            returning ${products.id} as id, ${snapshotOf(columns)} as after
          ), saved as (
            insert into bulk_edit_items (merchant_id, bulk_edit_id, product_id, before, after)
            select ${merchantId}, ${editId}, t.id, t.before, c.after from target t join changed c on c.id = t.id
            returning 1
          )
          select count(*)::int as n from saved`,
    );
    return row!.n;
  },

  insertEdit: (db: Executor, values: typeof bulkEdits.$inferInsert) => db.insert(bulkEdits).values(values),

  async findEdit(db: Executor, merchantId: string, id: string) {
    const [row] = await db
      .select()
      .from(bulkEdits)
      .where(and(eq(bulkEdits.merchantId, merchantId), eq(bulkEdits.id, id)))
      .for('update');
    return row;
  },

  /** Locks the edit's products that still exist and counts those whose changed columns differ from after. */
  async changedSince(db: Executor, merchantId: string, editId: string, columns: ChangedColumn[]) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`with locked as (
            select ${snapshotOf(columns)} as now, i.after from ${products}
            join bulk_edit_items i on i.merchant_id = ${products.merchantId} and i.product_id = ${products.id}
            where i.merchant_id = ${merchantId} and i.bulk_edit_id = ${editId}
            order by ${products.id} for update of ${products}
          )
          select count(*)::int as n from locked where now is distinct from after`,
    );
    return row!.n;
  },

  /** Puts back the changed columns of every product of the edit (a deleted one is skipped). */
  async restore(db: Executor, merchantId: string, editId: string, columns: ChangedColumn[]) {
    await db.execute(sql`
      update ${products} set ${restoreOf(columns)}, version = ${products.version} + 1, updated_at = now()
      from bulk_edit_items i
      where i.merchant_id = ${merchantId} and i.bulk_edit_id = ${editId}
        and ${products.merchantId} = i.merchant_id and ${products.id} = i.product_id`);
  },

  markUndone: (db: Executor, merchantId: string, id: string) =>
    db
      .update(bulkEdits)
      .set({ undoneAt: new Date() })
      .where(and(eq(bulkEdits.merchantId, merchantId), eq(bulkEdits.id, id))),
};
