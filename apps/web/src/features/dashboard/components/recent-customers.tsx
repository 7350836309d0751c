import type { RecentCustomer } from '@oja/contracts';
import { Users } from 'lucide-react';
import { DataTable, type Column } from '@/components/data-table/data-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { Card, CardHeader } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { formatLongDate } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { useRecentCustomers } from '../api/get-reports';

/** The latest buyers, newest order first. */
export function RecentCustomers() {
  const customers = useListLoad(useRecentCustomers(5), 'recent customers');
  const data = customers.data;
  const currency = data?.currency ?? 'NGN';
  const columns: Column<RecentCustomer>[] = [
    {
      id: 'name',
      header: 'Customer',
      cell: (c) => (
        <>
          <span className="block font-medium text-slate-900">{c.name}</span>
          <span className="text-slate-600">{c.email}</span>
        </>
      ),
    },
    { id: 'orders', header: 'Orders', cell: (c) => c.ordersCount },
    { id: 'spent', header: 'Total spent', cell: (c) => formatMoney(c.totalSpent, currency) },
    { id: 'last', header: 'Last order', cell: (c) => formatLongDate(c.lastOrderDate) },
  ];
  return (
    <Card>
      <CardHeader title="Recent customers" description="Customers who bought from you lately" />
      <DataTable
        caption="Recent customers"
        columns={columns}
        rows={data?.results}
        getRowId={(c) => c.email}
        load={customers}
        showRowNumbers={false}
        empty={<EmptyState icon={Users} title="No customers yet" />}
      />
    </Card>
  );
}
