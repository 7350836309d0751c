import type { ReactNode } from 'react';
import { AddLink } from '@/components/data-table/add-link';
import { ListScreen } from '@/components/data-table/list-screen';
import { useListParams } from '@/components/data-table/use-list-params';
import type { TabItem } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { SERVICE_TABS, type ServiceTab } from './service-list-rules';
import { ServiceTable } from './service-table';

const tabItems: TabItem<ServiceTab>[] = [
  { value: 'all', label: 'All Services' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'orders', label: 'Orders' },
];

/** The Services screen (SPEC §2): tabs All Services, Active, Inactive and Orders; search by name. */
export function ServiceList({ ordersPanel }: { ordersPanel: ReactNode }) {
  const list = useListParams({ tabs: SERVICE_TABS, defaultTab: 'all' });
  return (
    <ListScreen
      title="Services"
      description="What you offer, what it costs and when buyers can book you."
      actions={<AddLink to={paths.app.services.add.getHref()} label="Add service" />}
      tabs={{ items: tabItems, value: list.tab, onChange: list.setTab, label: 'Services' }}
    >
      {list.tab === 'orders' ? (
        ordersPanel
      ) : (
        <ServiceTable
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
