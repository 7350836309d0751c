import type { Order, OrderType } from '@oja/contracts';
import type { Column } from '@/components/data-table/data-table';
import { PagedTable } from '@/components/data-table/paged-table';
import { useListLoad } from '@/components/data-table/use-list-load';
import { useSellerOrders } from '../api/get-seller-orders';
import { orderKeys } from '../api/order-keys';
import { useLiveOrders } from '../api/use-live-orders';
import { OrderFilter } from './order-filter';
import { OrdersLoadFailed } from './orders-load-failed';
import type { useOrderParams } from './use-order-params';
import { NewOrderLinks } from './new-order-links';

/** What sets the product orders list apart from the service orders list. */
export interface OrderListKind<F extends string> {
  type: OrderType;
  /** Accessible names of the table and of the filter group. */
  caption: string;
  filterLabel: string;
  filters: readonly F[];
  columns: (orderSearch: (id: string) => string) => Column<Order>[];
}

interface OrderListProps<F extends string> {
  kind: OrderListKind<F>;
  /** The filter, page and open order of the URL. */
  params: ReturnType<typeof useOrderParams<F>>;
}

/** One type's orders: the filter tabs and the paged table (shared kit); a failed load shows docs/product/messages.md#failed-list-loads's words. */
export function OrderList<F extends string>({ kind, params }: OrderListProps<F>) {
  const { type, filters, filterLabel } = kind;
  useLiveOrders();
  const orders = useListLoad(useSellerOrders({ type, status: params.filter, page: params.page }), 'orders', [
    ...orderKeys.lists(),
    { type },
  ]);
  return (
    <div className="flex flex-col gap-4">
      <NewOrderLinks />
      <OrderFilter
        label={filterLabel}
        filters={filters}
        value={params.filter}
        onChange={(filter) => params.setFilter(filter)}
      />
      <div>
        <PagedTable
          caption={kind.caption}
          columns={kind.columns(params.orderSearch)}
          rows={orders.data?.result}
          getRowId={(order) => order.id}
          load={orders}
          failed={(failure) => <OrdersLoadFailed message={failure.message} onRetry={failure.retry} />}
          page={params.page}
          onPageChange={params.setPage}
        />
      </div>
    </div>
  );
}
