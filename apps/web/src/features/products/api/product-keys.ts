import type { ProductStatus } from '@oja/contracts';
import { recordKeys } from '@/lib/record-keys';

/** The list filters the dashboard sends to GET /v1/products (and to the CSV export). */
export interface ProductListParams {
  page?: number;
  limit?: number;
  /** '' for every product (docs/product/catalogue.md#product-list), else ACTIVE or INACTIVE. */
  status?: '' | ProductStatus;
  name?: string;
  category?: string;
}

/** Query keys of the products domain; mutations invalidate `lists()` and refresh `detail(id)`. */
const records = recordKeys<ProductListParams>('products');
export const productKeys = {
  ...records,
  bySku: (sku: string) => [...records.details(), 'sku', sku.toUpperCase()] as const,
  categories: () => [...records.all, 'categories'] as const,
};
