import { type ProductListPage, type ProductListQuery, productMessages, toPaginated } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { loadCategories } from '../categories/index.ts';
import { toProduct } from './product-mapper.ts';
import { productPages } from './product-page-repository.ts';
import type { ProductFilters } from './product-filters.ts';

/** The list filters of a query: `identifier` + `searchText` is another way to ask for name or sku. */
export function filtersOf(query: ProductListQuery): ProductFilters {
  const search = query.searchText || undefined;
  return {
    status: query.status || undefined,
    category: query.category || undefined,
    name: query.name || (query.identifier === 'name' ? search : undefined),
    sku: (query.sku || (query.identifier === 'sku' ? search : undefined))?.toUpperCase(),
  };
}

/** docs/product/messages.md#failed-list-loads: the message names the category, and the name searched for when there is one. */
export function listMessage(filters: ProductFilters): string {
  if (!filters.category) return productMessages.fetchedAll;
  return filters.name
    ? productMessages.fetchedOfCategoryWithName(filters.category, filters.name)
    : productMessages.fetchedOfCategory(filters.category);
}

export async function listProducts(db: Executor, merchantId: string, query: ProductListQuery) {
  const filters = filtersOf(query);
  const { rows, total, totalCapped } = await productPages.page(
    db,
    merchantId,
    await canonicalCategory(db, filters),
    query.page,
    query.limit,
  );
  const data: ProductListPage = { ...toPaginated(rows.map(toProduct), total, query), totalCapped };
  return { data, message: listMessage(filters) };
}

/** A category filter matches the stored canonical spelling, whatever the case it was typed in. */
export async function canonicalCategory(db: Executor, filters: ProductFilters): Promise<ProductFilters> {
  if (!filters.category) return filters;
  const categories = await loadCategories(db, 'product');
  return { ...filters, category: categories.category(filters.category) ?? filters.category };
}
