import type { Customer } from '@oja/contracts';
import { DEFAULT_PAGE_SIZE } from '@oja/contracts';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Paginator } from '@/components/data-table/paginator';
import { SearchInput } from '@/components/data-table/search-input';
import { useListParams } from '@/components/data-table/use-list-params';
import { PageHeader } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useCustomers } from '../api/get-customers';
import { CreateCustomerDialog } from './create-customer-dialog';
import { customerKeys } from '../api/customer-keys';

const columns: Column<Customer>[] = [
  { id: 'name', header: 'Name', cell: (c) => <span className="font-medium text-slate-900">{c.name}</span> },
  { id: 'email', header: 'Email', cell: (c) => c.email || '—' },
  { id: 'phone', header: 'Phone', cell: (c) => c.phone || '—' },
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
  const data = customers.data;
  return (
    <>
      <PageHeader
        title="Customers"
        description="The people you bill and sell to, ready to pick on your next invoice."
        actions={
          <Button onClick={() => setAdding(true)}>
            <UserPlus aria-hidden="true" className="size-4" />
            Add customer
          </Button>
        }
      />
      <div className="mb-4">
        <SearchInput label="Search by name" value={list.searchInput} onChange={list.setSearchInput} />
      </div>
      <DataTable
        caption="Customers"
        columns={columns}
        rows={data?.results}
        getRowId={(c) => c.id}
        load={customers}
        page={data?.page ?? list.page}
        pageSize={data?.limit}
        empty={<EmptyState icon={Users} />}
      />
      <Paginator
        page={data?.page ?? 0}
        totalPages={data?.totalPages ?? 0}
        totalResults={data?.totalResults ?? 0}
        onPageChange={list.setPage}
      />
      <CreateCustomerDialog open={adding} onOpenChange={setAdding} onCreated={() => undefined} />
    </>
  );
}
