import { type OrderDetail, serviceOrderStatusLabel } from '@oja/contracts';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { BookingBlock } from './booking-block';
import { CancelOrderButton } from './cancel-order-button';
import { BuyerCard, OrderHeader } from './order-detail-parts';
import { OrderPayment } from './order-payment';
import { ShareLinks } from './share-links';
import { OrderRefundsCard } from './order-refunds-card';
import { totalLabel } from './order-rules';
import { serviceOrderStatusLook } from './order-rules';
import { ServiceOrderActions } from './service-order-actions';
import { OrderTimeline } from './order-timeline';
import { OrderGate } from './order-gate';

/** One service order: its Booking block, the buyer, what was paid and where its money is, the timeline. */
export function ServiceOrderDetail({ orderId, onBack }: { orderId: string; onBack: () => void }) {
  return (
    <OrderGate orderId={orderId} onBack={onBack}>
      {(detail) => <ServiceOrderView detail={detail} onBack={onBack} />}
    </OrderGate>
  );
}

function ServiceOrderView({ detail, onBack }: { detail: OrderDetail; onBack: () => void }) {
  const { order, booking, timeline } = detail;
  const money = (value: number) => formatMoney(value, order.currency);
  return (
    <article aria-label={`Order ${order.orderReference}`} className="flex flex-col gap-6">
      <OrderHeader
        order={order}
        look={serviceOrderStatusLook(order.status)}
        onBack={onBack}
        headingLevel="h2"
        actions={<CancelOrderButton order={order} />}
      />
      {order.paymentStatus === 'paid' ? (
        <ServiceOrderActions orderId={order.id} status={order.status} />
      ) : null}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          {booking ? <BookingBlock booking={booking} /> : null}
          <Card>
            <CardHeader title="Timeline" as="h3" />
            <CardContent>
              <OrderTimeline events={timeline} labelOf={serviceOrderStatusLabel} />
            </CardContent>
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OrderPayment order={order} />
          <ShareLinks order={order} />
          <OrderRefundsCard order={order} />
          <BuyerCard order={order} />
          <Card>
            <CardHeader title="Amount" as="h3" />
            <CardContent>
              <dl className="flex flex-col gap-2 text-sm">
                <div className="flex justify-between gap-4">
                  <dt className="text-slate-600">Service</dt>
                  <dd className="text-slate-900 tabular-nums">{money(order.cartTotal)}</dd>
                </div>
                <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
                  <dt className="font-semibold text-slate-900">{totalLabel(order.paymentStatus)}</dt>
                  <dd className="font-semibold text-slate-900 tabular-nums">{money(order.totalPrice)}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>
    </article>
  );
}
