import type { Order } from '@oja/contracts';
import type { Column } from '@/components/data-table/data-table';
import { bookedDay, bookedHours } from './booking-block';
import { orderColumns } from './order-columns';
import { OrderStatusChip } from './order-status-chip';
import { serviceOrderStatusLook } from './order-rules';

/** Columns of the service orders list: id, buyer, the booked service and slot, date, amount, status, payment. */
export const serviceOrderColumns = (orderSearch: (id: string) => string): Column<Order>[] => [
  orderColumns.id(orderSearch),
  orderColumns.buyer,
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
  orderColumns.date('Ordered'),
  orderColumns.amount((order) => order.totalPrice),
  {
    id: 'status',
    header: 'Status',
    cell: (order) => <OrderStatusChip look={serviceOrderStatusLook(order.status)} />,
  },
  orderColumns.payment,
];
