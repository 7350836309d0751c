import { and, eq, ilike, like, type SQL } from 'drizzle-orm';
import type { ProductStatus } from '@oja/contracts';
import { products } from '../../db/schema/index.ts';
import { escapeLike } from '../../lib/db/query-input.ts';
import { newestFirst as newest, oldestFirst as oldest } from '../../lib/db/newest-first.ts';

export interface ProductFilters {
  status?: ProductStatus;
  category?: string;
  /** Part of the name, matched case-insensitively (trigram index). */
  name?: string;
  /** The start of the SKU (upper-case). */
  sku?: string;
}

/** Newest first; the spelled-out NULLS LAST matches the indexes, so pages are read in index order. */
export const newestFirst = newest(products.createdAt, products.id);
/** The exact reverse, read from the same indexes backwards. */
export const oldestFirst = oldest(products.createdAt, products.id);

/** A text search: a name or SKU filter is set (product-search.ts). */
export const isSearch = (f: ProductFilters) => Boolean(f.name || f.sku);

export function whereOf(merchantId: string, f: ProductFilters): SQL {
  const conditions: SQL[] = [eq(products.merchantId, merchantId)];
  if (f.status) conditions.push(eq(products.status, f.status));
  if (f.category !== undefined) conditions.push(eq(products.category, f.category));
  if (f.name) conditions.push(ilike(products.name, `%${escapeLike(f.name)}%`));
  if (f.sku) conditions.push(like(products.sku, `${escapeLike(f.sku)}%`));
  return and(...conditions)!;
}
