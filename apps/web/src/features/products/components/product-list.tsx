import type { ReactNode } from 'react';
import { CatalogueList } from '@/components/catalogue/catalogue-list';
import { paths } from '@/config/paths';
import { ProductTable } from './product-table';

/** The Products screen (docs/product/catalogue.md#product-list): tabs All Products, Active, Inactive and Orders; tab, page and search in the URL. */
export function ProductList({ ordersPanel }: { ordersPanel: ReactNode }) {
  return (
    <CatalogueList
      title="Products"
      description="Your catalogue: prices, stock and what buyers can see."
      add={{ href: paths.app.products.add.getHref(), label: 'Add product' }}
      ordersPanel={ordersPanel}
    >
      {(table) => <ProductTable {...table} />}
    </CatalogueList>
  );
}
