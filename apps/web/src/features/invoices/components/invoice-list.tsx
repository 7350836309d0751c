import { matchesStatusFilter } from '@oja/contracts';
import { Settings } from 'lucide-react';
import { Link } from 'react-router';
import { AddLink } from '@/components/data-table/add-link';
import { ListScreen } from '@/components/data-table/list-screen';
import { PagedTable } from '@/components/data-table/paged-table';
import { SearchInput } from '@/components/data-table/search-input';
import { useListLoad } from '@/components/data-table/use-list-load';
import { useListParams } from '@/components/data-table/use-list-params';
import { buttonStyles } from '@/components/ui/button';
import type { TabItem } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useInvoices } from '../api/get-invoices';
import { invoiceKeys } from '../api/invoice-keys';
import { invoiceColumns } from './invoice-columns';

export const INVOICE_TABS = ['all', 'draft'] as const;
type InvoiceTab = (typeof INVOICE_TABS)[number];
const tabItems: TabItem<InvoiceTab>[] = [
  { value: 'all', label: 'All Invoice' },
  { value: 'draft', label: 'Draft' },
];

/**
 * The invoice list: tabs All Invoice / Draft, search by buyer name, paged; tab, page and search live in
 * the URL. The tab is sent as the status filter ('all' shows everything, others compare in upper case).
 */
export function InvoiceList() {
  const list = useListParams({ tabs: INVOICE_TABS, defaultTab: 'all' });
  const invoices = useListLoad(
    useInvoices({ status: list.tab, name: list.search, page: list.page }),
    'invoices',
    invoiceKeys.lists(),
  );
  // While another tab's page is still on screen, rows of the wrong status are not shown.
  const rows = invoices.data?.results.filter((invoice) => matchesStatusFilter(invoice.status, list.tab));

  return (
    <ListScreen
      title="Invoices"
      description="Bill your buyers, send them a payment link and follow what is paid."
      actions={
        <div className="flex flex-wrap gap-2">
          <Link to={paths.app.invoice.settings.getHref()} className={buttonStyles({ variant: 'secondary' })}>
            <Settings aria-hidden="true" className="size-4" />
            Invoice settings
          </Link>
          <AddLink to={paths.app.invoice.add.getHref()} label="Create invoice" />
        </div>
      }
      tabs={{ items: tabItems, value: list.tab, onChange: list.setTab, label: 'Invoice status' }}
      toolbar={<SearchInput label="Search by name" value={list.searchInput} onChange={list.setSearchInput} />}
    >
      <PagedTable
        caption="Invoices"
        columns={invoiceColumns}
        rows={rows}
        getRowId={(invoice) => invoice.id}
        load={invoices}
        page={list.page}
        onPageChange={list.setPage}
      />
    </ListScreen>
  );
}
