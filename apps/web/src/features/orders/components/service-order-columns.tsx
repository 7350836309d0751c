import { displayOrderId, type Order } from '@oja/contracts';
import { Link } from 'react-router';
import type { Column } from '@/components/data-table/data-table';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { bookedDay, bookedHours } from './booking-block';
import { BuyerCell, orderIdLinkClass } from './product-order-columns';
import { OrderStatusChip } from './order-status-chip';
import { paymentStatusLook, serviceOrderStatusLook } from './order-rules';

/** Columns of the service orders list: id, buyer, the booked service and slot, date, amount, status, payment. */
export const serviceOrderColumns = (orderSearch: (id: string) => string): Column<Order>[] => [
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
    id: 'booking',
    header: 'Booking',
    cell: (order) =>
      order.booking ? (
        <div className="min-w-0">
          <p className="max-w-48 truncate">{order.booking.name}</p>
          <p className="text-xs whitespace-nowrap text-slate-600 tabular-nums">
            {bookedDay(order.booking.bookedDate)} · {bookedHours(order.booking)}
          </p>
        </div>
      ) : (
        '—'
      ),
  },
  {
    id: 'date',
    header: 'Ordered',
    className: 'whitespace-nowrap',
    cell: (order) => <span className="tabular-nums">{formatDateTime(order.createdAt)}</span>,
  },
  {
    id: 'amount',
    header: 'Amount',
    className: 'text-right whitespace-nowrap',
    cell: (order) => (
      <span className="font-medium tabular-nums">{formatMoney(order.totalPrice, order.currency)}</span>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <OrderStatusChip look={serviceOrderStatusLook(order.status)} />,
  },
  {
    id: 'payment',
    header: 'Payment',
    cell: (order) => <OrderStatusChip look={paymentStatusLook(order.paymentStatus)} />,
  },
];
