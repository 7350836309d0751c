import type { CustomerEntry } from '@oja/contracts';
import { DEFAULT_PAGE_SIZE } from '@oja/contracts';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import type { Column } from '@/components/data-table/data-table';
import { ListScreen } from '@/components/data-table/list-screen';
import { PagedTable } from '@/components/data-table/paged-table';
import { SearchInput } from '@/components/data-table/search-input';
import { useListLoad } from '@/components/data-table/use-list-load';
import { useListParams } from '@/components/data-table/use-list-params';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { formatMoney } from '@/lib/format';
import { useCustomers } from '../api/get-customers';
import { customerKeys } from '../api/customer-keys';
import { CreateCustomerDialog } from './create-customer-dialog';

const columns: Column<CustomerEntry>[] = [
  { id: 'name', header: 'Name', cell: (c) => <span className="font-medium text-slate-900">{c.name}</span> },
  { id: 'email', header: 'Email', cell: (c) => c.email || '—' },
  { id: 'phone', header: 'Phone', cell: (c) => c.phone || '—' },
  {
    id: 'storeCredit',
    header: 'Store credit',
    cell: (c) => (c.storeCredit ? formatMoney(c.storeCredit, 'NGN') : '—'),
  },
];

const TABS = ['all'] as const;

/** /customers: the merchant's customer book, searched by name and paged (URL), with Add customer. */
export function CustomerList() {
  const list = useListParams({ tabs: TABS, defaultTab: 'all' });
  const customers = useListLoad(
    useCustomers(list.search, list.page, DEFAULT_PAGE_SIZE),
    'customers',
    customerKeys.lists(),
  );
  const [adding, setAdding] = useState(false);
  return (
    <ListScreen
      title="Customers"
      description="The people you bill and sell to, ready to pick on your next invoice."
      actions={
        <Button onClick={() => setAdding(true)}>
          <UserPlus aria-hidden="true" className="size-4" />
          Add customer
        </Button>
      }
      toolbar={<SearchInput label="Search by name" value={list.searchInput} onChange={list.setSearchInput} />}
    >
      <PagedTable
        caption="Customers"
        columns={columns}
        rows={customers.data?.results}
        getRowId={(c) => c.id}
        load={customers}
        page={list.page}
        onPageChange={list.setPage}
        empty={<EmptyState icon={Users} />}
      />
      <CreateCustomerDialog open={adding} onOpenChange={setAdding} onCreated={() => undefined} />
    </ListScreen>
  );
}
