import { productOrderStatusLabel } from '@oja/contracts';
import { ArrowLeft, CircleAlert, CircleCheck, MapPin, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { useOrder } from '../api/get-order';
import { useLiveOrders } from '../api/use-live-orders';
import { CancelOrderButton } from './cancel-order-button';
import { BuyerCard, DeliveryCard, Fact, OrderHeader } from './order-detail-parts';
import { OrderItems } from './order-items';
import { OrderPayment } from './order-payment';
import { canCallLogistics, type ProductOrderFilter, productOrderStatusLook } from './order-rules';
import { OrderTimeline } from './order-timeline';
import { OrdersLoadFailed } from './orders-load-failed';
import type { PickupAddressGate } from './pickup-address-gate';
import { useCallLogistics } from './use-call-logistics';

export interface ProductOrderDetailProps {
  orderId: string;
  merchantId: string;
  /** Whether there is a pickup address, and how to ask for one (composed by the route). */
  pickupAddress: PickupAddressGate;
  /** The Back button. */
  onBack: () => void;
  /** Closes the detail after Call Logistics (SPEC §4). */
  onClose: () => void;
  onFilterChange: (filter: ProductOrderFilter) => void;
  headingLevel?: 'h1' | 'h2';
}

/**
 * One product order: buyer and delivery, the items with their images and amounts, the payment and where
 * its money is, the shipment and its timeline; Call Logistics while the order is paid and processing, and
 * Cancel order (a refund) until the carrier has it.
 */
export function ProductOrderDetail({
  orderId,
  merchantId,
  pickupAddress,
  onBack,
  onClose,
  onFilterChange,
  headingLevel = 'h2',
}: ProductOrderDetailProps) {
  useLiveOrders();
  const detail = useOrder(orderId);
  const logistics = useCallLogistics({ merchantId, pickupAddress, onFilterChange, onClose });

  if (detail.isPending) return <LoadingState />;
  if (detail.isError) {
    return (
      <div className="flex flex-col gap-4">
        <div>
          <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Back
          </Button>
        </div>
        <OrdersLoadFailed message={detail.error.message} onRetry={() => void detail.refetch()} />
      </div>
    );
  }

  const { order, products, shipment, timeline } = detail.data;
  const dispatched = logistics.dispatched;
  return (
    <article aria-label={`Order ${order.orderReference}`} className="flex flex-col gap-6">
      <div>
        <OrderHeader
          order={order}
          look={productOrderStatusLook(order.status)}
          onBack={onBack}
          headingLevel={headingLevel}
          actions={
            <>
              <CancelOrderButton order={order} />
              {canCallLogistics(order) ? (
                <Button
                  onClick={() => logistics.callLogistics(order)}
                  disabled={logistics.isBusy || pickupAddress.status === 'loading'}
                  isLoading={logistics.isBusy && !dispatched}
                >
                  {logistics.isBusy && !dispatched ? null : <Truck aria-hidden="true" className="size-4" />}
                  Call Logistics
                </Button>
              ) : null}
            </>
          }
        />
        {canCallLogistics(order) && pickupAddress.status === 'missing' && !logistics.isBusy ? (
          <p className="mt-4 flex items-start gap-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>
              You have no pickup address yet: Call Logistics asks for one before the carrier is called.
            </span>
          </p>
        ) : null}
        {logistics.failure ? (
          <p
            role="alert"
            className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>Logistics was not called: {logistics.failure}</span>
          </p>
        ) : null}
        <div aria-live="polite">
          {dispatched ? (
            <p className="mt-4 flex items-start gap-2 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-900">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <span>
                Logistics called: {dispatched.shipment.carrier} will collect this order (tracking{' '}
                {dispatched.shipment.trackingNumber}).
              </span>
            </p>
          ) : null}
        </div>
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-6">
          <OrderItems order={order} items={products} />
          <Card>
            <CardHeader
              title="Shipment"
              as="h3"
              description={
                shipment
                  ? undefined
                  : canCallLogistics(order)
                    ? 'Call Logistics to hand this order to the carrier.'
                    : undefined
              }
            />
            <CardContent className="flex flex-col gap-5">
              {shipment ? (
                <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
                  <Fact label="Carrier">{shipment.carrier}</Fact>
                  <Fact label="Tracking number">
                    <span className="tabular-nums">{shipment.trackingNumber}</span>
                  </Fact>
                  <Fact label="Carrier rate">{formatMoney(shipment.rate, shipment.currency)}</Fact>
                </dl>
              ) : null}
              <OrderTimeline events={timeline} labelOf={productOrderStatusLabel} />
            </CardContent>
          </Card>
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <OrderPayment order={order} />
          <BuyerCard order={order} />
          <DeliveryCard order={order} />
        </div>
      </div>
    </article>
  );
}
