import type { Order, OrderType } from '@oja/contracts';
import { type Column, DataTable } from '@/components/data-table/data-table';
import { Paginator } from '@/components/data-table/paginator';
import { useSellerOrders } from '../api/get-seller-orders';
import { useLiveOrders } from '../api/use-live-orders';
import { OrderFilter } from './order-filter';
import { OrdersLoadFailed } from './orders-load-failed';

interface OrderListProps<F extends string> {
  type: OrderType;
  /** Accessible names of the table and of the filter group. */
  caption: string;
  filterLabel: string;
  filters: readonly F[];
  filter: F;
  onFilterChange: (filter: F) => void;
  page: number;
  onPageChange: (page: number) => void;
  columns: readonly Column<Order>[];
}

/** One type's orders: the filter tabs, the paged table (shared kit) or the failure of SPEC §8. */
export function OrderList<F extends string>({
  type,
  caption,
  filterLabel,
  filters,
  filter,
  onFilterChange,
  page,
  onPageChange,
  columns,
}: OrderListProps<F>) {
  useLiveOrders();
  const orders = useSellerOrders({ type, status: filter, page });
  const data = orders.data;
  return (
    <div className="flex flex-col gap-4">
      <OrderFilter label={filterLabel} filters={filters} value={filter} onChange={onFilterChange} />
      {orders.isError && !data ? (
        <OrdersLoadFailed message={orders.error.message} onRetry={() => void orders.refetch()} />
      ) : (
        <div>
          <DataTable
            caption={caption}
            columns={columns}
            rows={data?.result}
            getRowId={(order) => order.id}
            isLoading={orders.isPending}
            page={data?.page ?? page}
            pageSize={data?.limit}
          />
          <Paginator
            page={data?.page ?? 0}
            totalPages={data?.totalPages ?? 0}
            totalResults={data?.totalResults ?? 0}
            onPageChange={onPageChange}
          />
        </div>
      )}
    </div>
  );
}
