import type { ReactNode } from 'react';
import { AddLink } from '@/components/data-table/add-link';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListParams } from '@/components/data-table/use-list-params';
import { CATALOGUE_TABS, type CatalogueStatusTab } from './catalogue-tabs';

/** What the table of a status tab is given: the tab, page and search of the URL. */
export interface CatalogueTableProps {
  tab: CatalogueStatusTab;
  page: number;
  search: string;
  searchInput: string;
  onSearchInput: (value: string) => void;
  onPageChange: (page: number) => void;
}

interface CatalogueListProps {
  /** The screen's title and the tab list's name, e.g. 'Products' (the first tab reads 'All Products'). */
  title: string;
  description: string;
  add: { href: string; label: string };
  /** Links shown before the add button, e.g. the screen's settings. */
  extraActions?: ReactNode;
  /** The Orders tab's content, composed by the route (orders are their own feature). */
  ordersPanel: ReactNode;
  /** The table of the All, Active and Inactive tabs. */
  children: (table: CatalogueTableProps) => ReactNode;
}

/** The Products or Services screen: tabs All, Active, Inactive and Orders; tab, page and search in the URL. */
export function CatalogueList({
  title,
  description,
  add,
  extraActions,
  ordersPanel,
  children,
}: CatalogueListProps) {
  const list = useListParams({ tabs: CATALOGUE_TABS, defaultTab: 'all' });
  const tabItems = [
    { value: 'all', label: `All ${title}` },
    { value: 'active', label: 'Active' },
    { value: 'inactive', label: 'Inactive' },
    { value: 'orders', label: 'Orders' },
  ] as const;
  return (
    <ListScreen
      title={title}
      description={description}
      actions={
        extraActions ? (
          <div className="flex flex-wrap gap-2">
            {extraActions}
            <AddLink to={add.href} label={add.label} />
          </div>
        ) : (
          <AddLink to={add.href} label={add.label} />
        )
      }
      tabs={{ items: tabItems, value: list.tab, onChange: list.setTab, label: title }}
    >
      {list.tab === 'orders'
        ? ordersPanel
        : children({
            tab: list.tab,
            page: list.page,
            search: list.search,
            searchInput: list.searchInput,
            onSearchInput: list.setSearchInput,
            onPageChange: list.setPage,
          })}
    </ListScreen>
  );
}
