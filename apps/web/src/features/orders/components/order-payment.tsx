import type { Order } from '@oja/contracts';
import { Link } from 'react-router';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { Fact } from './order-detail-parts';
import { OrderStatusChip } from './order-status-chip';
import { paymentStatusLook, settlementLook } from './order-rules';

/** What the settlement means for the merchant's wallet, in a sentence. */
function settlementNote(order: Order): string {
  const settlement = order.settlement;
  if (!settlement) {
    if (order.paymentStatus === 'awaiting_payment')
      return 'The buyer has not paid yet. The order is held for them until the pay-by time, then cancelled.';
    if (order.paymentStatus === 'expired') return 'The buyer did not pay in time; the order was cancelled.';
    if (order.paymentStatus === 'refunded') return 'The buyer’s late payment was refunded.';
    return 'Paid before payments went through Oja: nothing is held for this order.';
  }
  if (settlement.status === 'released') return 'Released to your wallet’s available balance.';
  if (settlement.status === 'refunded') return 'Refunded to the buyer.';
  if (settlement.releaseAt)
    return `In escrow (pending) until ${formatDateTime(settlement.releaseAt)}, then released to your wallet.`;
  return order.type === 'PRODUCT'
    ? 'In escrow (pending) until the carrier delivers the order, then released to your wallet.'
    : 'In escrow (pending) until the booking is delivered, then released to your wallet.';
}

/** The buyer's payment and where its money is: awaiting payment / paid / refunded, in escrow / released. */
export function OrderPayment({ order }: { order: Order }) {
  const settlement = order.settlement;
  return (
    <Card aria-label="Payment">
      <CardHeader title="Payment" as="h3" />
      <CardContent className="flex flex-col gap-4">
        <dl className="grid grid-cols-2 gap-3">
          <Fact label="Payment">
            <OrderStatusChip look={paymentStatusLook(order.paymentStatus)} />
          </Fact>
          <Fact label="Settlement">
            {settlement ? <OrderStatusChip look={settlementLook(settlement.status)} /> : '—'}
          </Fact>
          {order.paidAt ? <Fact label="Paid">{formatDateTime(order.paidAt)}</Fact> : null}
          {order.paymentDueAt ? <Fact label="Pay by">{formatDateTime(order.paymentDueAt)}</Fact> : null}
          {settlement ? (
            <Fact label="Amount">{formatMoney(settlement.amount, settlement.currency)}</Fact>
          ) : null}
        </dl>
        <p className="text-sm text-slate-600" data-testid="settlement-note">
          {settlementNote(order)}{' '}
          {settlement?.status === 'released' ? (
            <Link
              to={paths.app.wallet.root.getHref()}
              className="font-medium text-brand-700 underline-offset-4 hover:underline"
            >
              Open wallet
            </Link>
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}
