import type { Order, OrderType } from '@oja/contracts';
import type { Column } from '@/components/data-table/data-table';
import { PagedTable } from '@/components/data-table/paged-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { useSellerOrders } from '../api/get-seller-orders';
import { useLiveOrders } from '../api/use-live-orders';
import { OrderFilter } from './order-filter';
import { OrdersLoadFailed } from './orders-load-failed';
import { orderKeys } from '../api/order-keys';

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

/** One type's orders: the filter tabs and the paged table (shared kit); a failed load shows SPEC §8's words. */
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
  const orders = useListLoad(useSellerOrders({ type, status: filter, page }), 'orders', [
    ...orderKeys.lists(),
    { type },
  ]);
  return (
    <div className="flex flex-col gap-4">
      <OrderFilter label={filterLabel} filters={filters} value={filter} onChange={onFilterChange} />
      <div>
        <PagedTable
          caption={caption}
          columns={columns}
          rows={orders.data?.result}
          getRowId={(order) => order.id}
          load={orders}
          failed={(failure) => <OrdersLoadFailed message={failure.message} onRetry={failure.retry} />}
          page={page}
          onPageChange={onPageChange}
        />
      </div>
    </div>
  );
}
