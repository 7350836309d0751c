import { count, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Executor } from '../../db/client.ts';

/** Inserts one row and returns it as stored (defaults filled in). */
export async function insertOne<T extends PgTable>(db: Executor, table: T, values: T['$inferInsert']) {
  const [row] = await db.insert(table).values(values).returning();
  return row as T['$inferSelect'];
}

/** The first row of `table` that matches `where`, locked to the end of the transaction when `forUpdate`. */
export async function findOne<T extends PgTable>(
  db: Executor,
  table: T,
  where: SQL | undefined,
  forUpdate = false,
) {
  const query = db
    .select()
    .from(table as PgTable)
    .where(where);
  const [row] = await (forUpdate ? query.for('update') : query);
  return row as T['$inferSelect'] | undefined;
}

export interface PageQuery<S extends SelectedFields> {
  /** Every column of the table when left out. */
  columns?: S;
  where: SQL | undefined;
  orderBy: (PgColumn | SQL)[];
  limit: number;
  offset: number;
}

/** One page of a list and the count of every row that matches, read side by side. */
export async function pageOf<T extends PgTable, S extends SelectedFields = T['_']['columns']>(
  db: Executor,
  table: T,
  query: PageQuery<S>,
) {
  const [rows, [total]] = await Promise.all([
    db
      .select((query.columns ?? getTableColumns(table)) as SelectedFields)
      .from(table as PgTable)
      .where(query.where)
      .orderBy(...query.orderBy)
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(table as PgTable)
      .where(query.where),
  ]);
  return { rows: rows as SelectResultFields<S>[], total: total?.n ?? 0 };
}
