import { displayOrderId, type Order } from '@oja/contracts';
import { Link } from 'react-router';
import { moneyColumn } from '@/components/data-table/columns';
import type { Column } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/dates';
import { OrderStatusChip } from './order-status-chip';
import { paymentStatusLook } from './order-rules';

export const orderIdLinkClass =
  'font-medium whitespace-nowrap text-brand-700 tabular-nums underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

function BuyerCell({ order }: { order: Order }) {
  return (
    // Bounded, so that a long address never pushes the status and payment columns out of a laptop's view.
    <div className="max-w-32 min-w-0" title={order.email}>
      <p className="truncate font-medium text-slate-900">{order.delivery_name}</p>
      <p className="truncate text-xs text-slate-600">{order.email}</p>
    </div>
  );
}

/** The columns both order lists have, by name: `orderColumns.id(orderSearch)`, `.buyer`, `.date('Date')`… */
export const orderColumns = {
  /** '#ORD-xxxxx', opening the order in place (?order=). */
  id: (orderSearch: (id: string) => string): Column<Order> => ({
    id: 'order',
    header: 'Order',
    cell: (order) => (
      <Link to={{ search: orderSearch(order.id) }} className={orderIdLinkClass}>
        {displayOrderId(order.id)}
      </Link>
    ),
  }),
  buyer: {
    id: 'buyer',
    header: 'Buyer',
    cell: (order) => <BuyerCell order={order} />,
  } satisfies Column<Order>,
  date: (header: string): Column<Order> => ({
    id: 'date',
    header,
    className: 'whitespace-nowrap',
    cell: (order) => <span className="tabular-nums">{formatDateTime(order.createdAt)}</span>,
  }),
  amount: (amount: (order: Order) => number) =>
    moneyColumn<Order>('Amount', (order) => [amount(order), order.currency]),
  payment: {
    id: 'payment',
    header: 'Payment',
    cell: (order) => <OrderStatusChip look={paymentStatusLook(order.paymentStatus)} />,
  } satisfies Column<Order>,
};
