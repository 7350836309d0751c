import { matchesStatusFilter } from '@oja/contracts';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { DataTable } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Paginator } from '@/components/data-table/paginator';
import { SearchInput } from '@/components/data-table/search-input';
import { useListParams } from '@/components/data-table/use-list-params';
import { PageHeader } from '@/components/layout/page-header';
import { buttonStyles } from '@/components/ui/button';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useInvoices } from '../api/get-invoices';
import { invoiceColumns } from './invoice-columns';
import { invoiceKeys } from '../api/invoice-keys';

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
  const data = invoices.data;
  // While another tab's page is still on screen, rows of the wrong status are not shown.
  const rows = data?.results.filter((invoice) => matchesStatusFilter(invoice.status, list.tab));

  return (
    <>
      <PageHeader
        title="Invoices"
        description="Bill your buyers, send them a payment link and follow what is paid."
        actions={
          <Link to={paths.app.invoice.add.getHref()} className={buttonStyles()}>
            <Plus aria-hidden="true" className="size-4" />
            Create invoice
          </Link>
        }
      />
      <Tabs value={list.tab} onValueChange={list.setTab} items={tabItems} label="Invoice status">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <SearchInput label="Search by name" value={list.searchInput} onChange={list.setSearchInput} />
        </div>
        <DataTable
          caption="Invoices"
          columns={invoiceColumns}
          rows={rows}
          getRowId={(invoice) => invoice.id}
          load={invoices}
          page={data?.page ?? list.page}
          pageSize={data?.limit}
        />
        <Paginator
          page={data?.page ?? 0}
          totalPages={data?.totalPages ?? 0}
          totalResults={data?.totalResults ?? 0}
          onPageChange={list.setPage}
        />
      </Tabs>
    </>
  );
}
