import { displayOrderId, type Order, orderAmount } from '@oja/contracts';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { OrderStatusChip } from './order-status-chip';
import { itemCount, paymentStatusLook, pluralize, productOrderStatusLook } from './order-rules';

export const orderIdLinkClass =
  'font-medium whitespace-nowrap text-brand-700 tabular-nums underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

export function BuyerCell({ order }: { order: Order }) {
  return (
    // Bounded, so that a long address never pushes the status and payment columns out of a laptop's view.
    <div className="max-w-44 min-w-0" title={order.email}>
      <p className="truncate font-medium text-slate-900">{order.delivery_name}</p>
      <p className="truncate text-xs text-slate-600">{order.email}</p>
    </div>
  );
}

/** Columns of the product orders list: id, buyer, date, items, amount (Σ price × quantity), status, payment. */
export const productOrderColumns = (orderSearch: (id: string) => string): Column<Order>[] => [
  {
    id: 'order',
    header: 'Order',
    cell: (order) => (
      <Link to={{ search: orderSearch(order.id) }} className={orderIdLinkClass}>
        {displayOrderId(order.id)}
      </Link>
    ),
  },
  { id: 'buyer', header: 'Buyer', cell: (order) => <BuyerCell order={order} /> },
  {
    id: 'date',
    header: 'Date',
    className: 'whitespace-nowrap',
    cell: (order) => <span className="tabular-nums">{formatDateTime(order.createdAt)}</span>,
  },
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
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-right whitespace-nowrap',
    cell: (order) => (
      <span className="font-medium tabular-nums">
        {formatMoney(orderAmount(order.products), order.currency)}
      </span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <OrderStatusChip look={productOrderStatusLook(order.status)} />,
  },
  {
    id: 'payment',
    header: 'Payment',
    cell: (order) => <OrderStatusChip look={paymentStatusLook(order.paymentStatus)} />,
  },
];
