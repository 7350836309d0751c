import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import type { ProductRow } from './product-mapper.ts';

/** The list order, unqualified, for statements over rows read under another name. */
export const listOrder = sql.raw('created_at DESC NULLS LAST, id DESC NULLS LAST');

/** The result of a page statement, read as `found`: its product columns decoded as the table's own. */
const found = alias(products, 'found');
const foundColumns = Object.fromEntries(
  Object.entries(getTableColumns(found)).map(([key, column]) => [key, sql`${column}`.mapWith(column)]),
) as { [K in keyof ProductRow]: SQL<ProductRow[K]> };

/**
 * A page and its total in one round trip: `statement` returns `list_total` beside every product column
 * of each row of the page, or one row of nulls with the total when the page is empty (a LEFT JOIN from
 * the total to the page). Prepare the result (lib/prepared.ts).
 */
export const selectWithTotal = (db: Executor, statement: SQL) =>
  db
    .select({ ...foundColumns, listTotal: sql<number>`found.list_total` })
    .from(sql`(${statement}) AS found`)
    .orderBy(listOrder);

export function splitTotal(result: (ProductRow & { listTotal: number })[]) {
  // The row of an empty page carries the total and nothing else.
  const rows: ProductRow[] = result.filter((r) => r.id !== null).map(({ listTotal: _, ...row }) => row);
  return { rows, total: result[0]?.listTotal ?? 0 };
}
