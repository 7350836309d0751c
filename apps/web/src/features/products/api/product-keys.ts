import type { ProductStatus } from '@oja/contracts';

/** The list filters the dashboard sends to GET /v1/products (and to the CSV export). */
export interface ProductListParams {
  page?: number;
  limit?: number;
  /** '' for every product (SPEC §4), else ACTIVE or INACTIVE. */
  status?: '' | ProductStatus;
  name?: string;
  category?: string;
}

/** Query keys of the products domain; mutations invalidate `lists()` and refresh `detail(id)`. */
export const productKeys = {
  all: ['products'] as const,
  lists: () => [...productKeys.all, 'list'] as const,
  list: (params: ProductListParams) => [...productKeys.lists(), params] as const,
  details: () => [...productKeys.all, 'detail'] as const,
  detail: (id: string) => [...productKeys.details(), id] as const,
  bySku: (sku: string) => [...productKeys.details(), 'sku', sku.toUpperCase()] as const,
  categories: () => [...productKeys.all, 'categories'] as const,
};
