import { type OrderDetail, productOrderStatusLabel } from '@oja/contracts';
import { Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { formatMoney } from '@/lib/format';
import { CancelOrderButton } from './cancel-order-button';
import { BuyerCard, DeliveryCard, Fact, OrderHeader } from './order-detail-parts';
import { OrderItems } from './order-items';
import { OrderPayment } from './order-payment';
import { ShareLinks } from './share-links';
import { OrderRefundsCard } from './order-refunds-card';
import { canCallLogistics, type ProductOrderFilter, productOrderStatusLook } from './order-rules';
import { OrderTimeline } from './order-timeline';
import { LogisticsNotices } from './logistics-notices';
import { OrderGate } from './order-gate';
import type { PickupAddressGate } from './pickup-address-gate';
import { type CallLogistics, useCallLogistics } from './use-call-logistics';

export interface ProductOrderDetailProps {
  orderId: string;
  merchantId: string;
  /** Whether there is a pickup address, and how to ask for one (composed by the route). */
  pickupAddress: PickupAddressGate;
  /** The Back button. */
  onBack: () => void;
  /** Closes the detail after Call Logistics (docs/product/orders.md#product-order-status). */
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
  const logistics = useCallLogistics({ merchantId, pickupAddress, onFilterChange, onClose });
  return (
    <OrderGate orderId={orderId} onBack={onBack}>
      {(detail) => (
        <ProductOrderView
          detail={detail}
          logistics={logistics}
          pickupAddress={pickupAddress}
          onBack={onBack}
          headingLevel={headingLevel}
        />
      )}
    </OrderGate>
  );
}

interface ProductOrderViewProps extends Pick<ProductOrderDetailProps, 'pickupAddress' | 'onBack'> {
  detail: OrderDetail;
  logistics: CallLogistics;
  headingLevel: 'h1' | 'h2';
}

function ProductOrderView({ detail, logistics, pickupAddress, onBack, headingLevel }: ProductOrderViewProps) {
  const { order, products, shipment, timeline } = detail;
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
        <LogisticsNotices
          missingAddress={canCallLogistics(order) && pickupAddress.status === 'missing' && !logistics.isBusy}
          failure={logistics.failure}
          dispatched={logistics.dispatched}
        />
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
          <ShareLinks order={order} />
          <OrderRefundsCard order={order} />
          <BuyerCard order={order} />
          <DeliveryCard order={order} />
        </div>
      </div>
    </article>
  );
}
