import { and, eq, getTableColumns, ilike, like, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { SEARCH_TOTAL_CAP } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/db/query-input.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';
import { newestFirst, type ProductFilters } from './product-filters.ts';
import type { ProductRow } from './product-mapper.ts';

/**
 * How far the newest-first walk of a dense search goes: this many rows per row it must find. A search with
 * at least SEARCH_TOTAL_CAP matches whose matches are rarer than that among the newest products is read
 * whole and sorted instead (docs/decisions/029-search-in-one-statement.md).
 */
export const WALK_ROWS_PER_MATCH = 1000;

/** The newest-first walk's rows, read under another name so the text conditions apply after the walk. */
const recent = alias(products, 'recent');
/**
 * The statement's result, `found`: the capped total beside each row of the page (one row of nulls when the
 * page is empty), its product columns decoded as the table's own.
 */
const found = alias(products, 'found');
const foundColumns = Object.fromEntries(
  Object.entries(getTableColumns(found)).map(([key, column]) => [key, sql`${column}`.mapWith(column)]),
) as { [K in keyof ProductRow]: SQL<ProductRow[K]> };
const order = sql.raw('created_at DESC NULLS LAST, id DESC NULLS LAST');
const cap = sql.raw(String(SEARCH_TOTAL_CAP));
/** One match past the cap tells "more than the cap" from exactly the cap. */
const pastCap = sql.raw(String(SEARCH_TOTAL_CAP + 1));
const value = (name: string) => sql.placeholder(name);

/** Which filters a search sets: one prepared statement per combination. */
type Shape = Record<'status' | 'category' | 'name' | 'sku', boolean>;

function scopeOf(shape: Shape): SQL {
  const conditions = [eq(products.merchantId, value('merchantId'))];
  if (shape.status) conditions.push(eq(products.status, value('status')));
  if (shape.category) conditions.push(eq(products.category, value('category')));
  return and(...conditions)!;
}

function textOf(shape: Shape, table: Record<'name' | 'sku', AnyPgColumn>): SQL {
  const conditions: SQL[] = [];
  if (shape.name) conditions.push(ilike(table.name, value('namePattern')));
  if (shape.sku) conditions.push(like(table.sku, value('skuPattern')));
  return and(...conditions)!;
}

/**
 * One page of a name or SKU search and its total counted up to SEARCH_TOTAL_CAP, in one statement:
 * - `matches`: the first SEARCH_TOTAL_CAP + 1 matches in whatever order the planner finds cheapest (the
 *   trigram or SKU index for a rare term, the table for a common one); their count is the total;
 * - up to the cap those are every match: the page is sorted from them, nothing is read twice;
 * - past the cap, `walked` reads the newest-first index (at most WALK_ROWS_PER_MATCH rows per row needed)
 *   and keeps the matches; when it finds the whole page's worth, they are the page, in list order;
 * - otherwise (matches bunched among older products) `everything` collects every match's key and sorts
 *   them; only the page's rows are read whole.
 * Each later part runs only when the one before it decides so (CTEs and one-time filters are evaluated
 * lazily). The walk is a subquery with its own LIMIT, so the planner cannot swap it for a bitmap of every
 * match — its guess for an infix is a few rows whatever the term.
 */
function searchStatement(db: Executor, shape: Shape) {
  const where = and(scopeOf(shape), textOf(shape, products));
  const statement = sql`
    WITH matches AS MATERIALIZED (SELECT * FROM ${products} WHERE ${where} LIMIT ${pastCap}),
    counted AS (SELECT count(*)::int AS search_total FROM matches),
    walked AS MATERIALIZED (
      SELECT * FROM (
        SELECT * FROM ${products} WHERE ${scopeOf(shape)}
        ORDER BY ${sql.join(newestFirst, sql`, `)} LIMIT ${value('walk')}
      ) AS ${sql.identifier('recent')}
      WHERE ${textOf(shape, recent)} LIMIT ${value('end')}
    ),
    everything AS MATERIALIZED (SELECT id, created_at FROM ${products} WHERE ${where})
    SELECT counted.search_total, page.* FROM counted LEFT JOIN LATERAL (
      (SELECT * FROM matches WHERE counted.search_total <= ${cap}
       ORDER BY ${order} LIMIT ${value('limit')} OFFSET ${value('offset')})
      UNION ALL
      (SELECT * FROM walked
       WHERE counted.search_total > ${cap} AND (SELECT count(*) FROM walked) = ${value('end')}
       ORDER BY ${order} LIMIT ${value('limit')} OFFSET ${value('offset')})
      UNION ALL
      (SELECT ${products}.* FROM (
         SELECT id, created_at FROM everything
         WHERE counted.search_total > ${cap} AND (SELECT count(*) FROM walked) < ${value('end')}
         ORDER BY ${order} LIMIT ${value('limit')} OFFSET ${value('offset')}
       ) AS ${sql.identifier('sorted')}
       JOIN ${products} ON ${eq(products.merchantId, value('merchantId'))} AND ${products.id} = sorted.id)
    ) AS page ON true`;
  const name = `product_search_${Object.entries(shape)
    .filter(([, set]) => set)
    .map(([filter]) => filter)
    .join('_')}`;
  return db
    .select({ ...foundColumns, searchTotal: sql<number>`found.search_total` })
    .from(sql`(${statement}) AS found`)
    .orderBy(order)
    .prepare(name);
}

/**
 * Named prepared statements (lib/prepared.ts), one per combination of filters: the statement is long, and
 * rendering, parsing and planning it cost more than running it. After five calls on a connection
 * PostgreSQL may keep one generic plan; its shape is the one the values give (the trigram or SKU index
 * for `matches` and `everything`, the newest-first index for `walked`), because which part answers is
 * decided while it runs, not by the plan.
 */
const statements = new Map<
  string,
  ReturnType<typeof preparedPerHandle<ReturnType<typeof searchStatement>>>
>();
function statementFor(db: Executor, shape: Shape) {
  const key = JSON.stringify(shape);
  let perHandle = statements.get(key);
  if (!perHandle)
    statements.set(key, (perHandle = preparedPerHandle((handle) => searchStatement(handle, shape))));
  return perHandle(db);
}

export async function searchPage(
  db: Executor,
  merchantId: string,
  filters: ProductFilters,
  offset: number,
  limit: number,
): Promise<{ rows: ProductRow[]; total: number; totalCapped: boolean }> {
  const { status, category, name, sku } = filters;
  const shape: Shape = { status: !!status, category: category !== undefined, name: !!name, sku: !!sku };
  const end = offset + limit;
  const result = await statementFor(db, shape).execute({
    merchantId,
    status,
    category,
    namePattern: name && `%${escapeLike(name)}%`,
    skuPattern: sku && `${escapeLike(sku)}%`,
    walk: end * WALK_ROWS_PER_MATCH,
    end,
    limit,
    offset,
  });
  // An empty page still brings the total, on a row whose product columns are all null.
  const rows: ProductRow[] = result.filter((r) => r.id !== null).map(({ searchTotal: _, ...row }) => row);
  const counted = result[0]?.searchTotal ?? 0;
  return { rows, total: Math.min(counted, SEARCH_TOTAL_CAP), totalCapped: counted > SEARCH_TOTAL_CAP };
}
