import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useListParams } from '@/components/data-table/use-list-params';
import { PageHeader } from '@/components/layout/page-header';
import { buttonStyles } from '@/components/ui/button';
import { Tabs, type TabItem } from '@/components/ui/tabs';
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
    <>
      <PageHeader
        title="Services"
        description="What you offer, what it costs and when buyers can book you."
        actions={
          <Link to={paths.app.services.add.getHref()} className={buttonStyles()}>
            <Plus aria-hidden="true" className="size-4" />
            Add service
          </Link>
        }
      />
      <Tabs value={list.tab} onValueChange={list.setTab} items={tabItems} label="Services">
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
      </Tabs>
    </>
  );
}
