import type { ReactNode } from 'react';
import { AddLink } from '@/components/data-table/add-link';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListParams } from '@/components/data-table/use-list-params';
import type { TabItem } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { PRODUCT_TABS, type ProductTab } from './product-list-rules';
import { ProductTable } from './product-table';

const tabItems: TabItem<ProductTab>[] = [
  { value: 'all', label: 'All Products' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'orders', label: 'Orders' },
];

interface ProductListProps {
  /** The Orders tab's content, composed by the route (orders are their own feature). */
  ordersPanel: ReactNode;
}

/** The Products screen (SPEC §2): tabs All Products, Active, Inactive and Orders; tab, page and search in the URL. */
export function ProductList({ ordersPanel }: ProductListProps) {
  const list = useListParams({ tabs: PRODUCT_TABS, defaultTab: 'all' });
  return (
    <ListScreen
      title="Products"
      description="Your catalogue: prices, stock and what buyers can see."
      actions={<AddLink to={paths.app.products.add.getHref()} label="Add product" />}
      tabs={{ items: tabItems, value: list.tab, onChange: list.setTab, label: 'Products' }}
    >
      {list.tab === 'orders' ? (
        ordersPanel
      ) : (
        <ProductTable
          tab={list.tab}
          page={list.page}
          search={list.search}
          searchInput={list.searchInput}
          onSearchInput={list.setSearchInput}
          onPageChange={list.setPage}
        />
      )}
    </ListScreen>
  );
}
