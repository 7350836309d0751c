import { queryString } from '@/lib/query-string';
import type { ProductListParams } from './product-keys';

/** GET /v1/products/import/template.csv: the header row and one example product. */
export const PRODUCT_TEMPLATE_HREF = '/v1/products/import/template.csv';

/** GET /v1/products/export.csv with the list's filters (not its page): every matching product. */
export const productsExportHref = ({ status, name, category }: ProductListParams) =>
  `/v1/products/export.csv${queryString({ status, name, category })}`;
