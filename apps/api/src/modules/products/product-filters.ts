import { and, eq, ilike, like, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ProductStatus } from '@oja/contracts';
import { products } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/db/query-input.ts';

export interface ProductFilters {
  status?: ProductStatus;
  category?: string;
  /** Part of the name, matched case-insensitively (trigram index). */
  name?: string;
  /** The start of the SKU (upper-case). */
  sku?: string;
}

/** The products table, or an alias of it (a subquery over its rows read under another name). */
type ProductsLike = Record<'name' | 'sku', AnyPgColumn>;

/** Newest first; the spelled-out NULLS LAST matches the indexes, so pages are read in index order. */
export const newestFirst = [sql`${products.createdAt} desc nulls last`, sql`${products.id} desc nulls last`];
/** The exact reverse, read from the same indexes backwards. */
export const oldestFirst = [sql`${products.createdAt} asc nulls first`, sql`${products.id} asc nulls first`];

/** A text search: a name or SKU filter is set. */
export const isSearch = (f: ProductFilters) => Boolean(f.name || f.sku);

export function whereOf(merchantId: string, f: ProductFilters): SQL {
  return and(scopeOf(merchantId, f), ...textConditionsOf(f))!;
}

/** The merchant, status and category: the conditions the newest-first indexes serve in order. */
export function scopeOf(merchantId: string, f: ProductFilters): SQL {
  const conditions: SQL[] = [eq(products.merchantId, merchantId)];
  if (f.status) conditions.push(eq(products.status, f.status));
  if (f.category !== undefined) conditions.push(eq(products.category, f.category));
  return and(...conditions)!;
}

/** The name and SKU conditions of a search, on `table` (the products, or rows of them under an alias). */
export function textConditionsOf(f: ProductFilters, table: ProductsLike = products): SQL[] {
  const conditions: SQL[] = [];
  if (f.name) conditions.push(ilike(table.name, `%${escapeLike(f.name)}%`));
  if (f.sku) conditions.push(like(table.sku, `${escapeLike(f.sku)}%`));
  return conditions;
}
