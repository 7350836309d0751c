import { type Order, orderAmount } from '@oja/contracts';
import type { Column } from '@/components/data-table/data-table';
import { orderColumns } from './order-columns';
import { OrderStatusChip } from './order-status-chip';
import { itemCount, pluralize, productOrderStatusLook } from './order-rules';

/** Columns of the product orders list: id, buyer, date, items, amount (Σ price × quantity), status, payment. */
export const productOrderColumns = (orderSearch: (id: string) => string): Column<Order>[] => [
  orderColumns.id(orderSearch),
  orderColumns.buyer,
  orderColumns.date('Date'),
  {
    id: 'items',
    header: 'Items',
    cell: (order) => (
      <div className="min-w-0">
        <p>{pluralize(itemCount(order.products), 'item')}</p>
        <p className="max-w-48 truncate text-xs text-slate-600">
          {order.products.map((item) => item.productId.name).join(', ')}
        </p>
      </div>
    ),
  },
  orderColumns.amount((order) => orderAmount(order.products)),
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <OrderStatusChip look={productOrderStatusLook(order.status)} />,
  },
  orderColumns.payment,
];
