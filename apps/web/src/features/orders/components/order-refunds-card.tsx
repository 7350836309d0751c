import { type Order, type OrderRefunds, orderTimelineLabel, type ReturnRequest } from '@oja/contracts';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { useOrderRefunds } from '../api/get-order-refunds';
import { DeclineReturnDialog } from './decline-return-dialog';
import { Fact } from './order-detail-parts';
import { RefundDialog } from '@/components/refund/refund-dialog';
import { useRefundOrder } from '../api/refund-order';

type OpenDialog = { kind: 'refund'; returnId?: string } | { kind: 'decline'; returnId: string } | null;

/**
 * Refunds and returns of a paid order: what was refunded and what is left, 'Refund', the buyer's return
 * requests to accept (with a refund) or decline, and every step so far, oldest first.
 */
export function OrderRefundsCard({ order }: { order: Order }) {
  const refunds = useOrderRefunds(order.id);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const refund = useRefundOrder(order.id);
  const paid = ['paid', 'partially_refunded', 'refunded'].includes(order.paymentStatus);
  if (!paid) return null;
  return (
    <Card aria-label="Refunds and returns">
      <CardHeader title="Refunds and returns" as="h3" />
      <CardContent className="flex flex-col gap-4">
        {refunds.isPending ? <LoadingState /> : null}
        {refunds.isError ? (
          <div role="alert" className="flex flex-col items-start gap-2 text-sm text-red-800">
            Refunds could not be loaded.
            <Button variant="secondary" onClick={() => void refunds.refetch()}>
              Try again
            </Button>
          </div>
        ) : null}
        {refunds.data ? <RefundsBody refunds={refunds.data} onOpen={setDialog} /> : null}
      </CardContent>
      {refunds.data && dialog?.kind === 'refund' ? (
        <RefundDialog
          open
          onOpenChange={(open) => (open ? null : setDialog(null))}
          title={
            dialog.returnId
              ? `Accept return of ${order.orderReference}`
              : `Refund order ${order.orderReference}`
          }
          currency={refunds.data.currency}
          refundable={refunds.data.refundable}
          canRestock={order.type === 'PRODUCT'}
          submit={{
            isPending: refund.isPending,
            mutate: (body, idempotencyKey, callbacks) =>
              refund.mutate(
                { orderId: order.id, returnId: dialog.returnId, body, idempotencyKey },
                callbacks,
              ),
          }}
        />
      ) : null}
      {dialog?.kind === 'decline' ? (
        <DeclineReturnDialog orderId={order.id} returnId={dialog.returnId} onClose={() => setDialog(null)} />
      ) : null}
    </Card>
  );
}

interface BodyProps {
  refunds: OrderRefunds;
  onOpen: (dialog: OpenDialog) => void;
}

function RefundsBody({ refunds, onOpen }: BodyProps) {
  const open = refunds.returns.filter((r) => r.status === 'requested');
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <Fact label="Refunded">{formatMoney(refunds.refunded, refunds.currency)}</Fact>
        <Fact label="Left to refund">{formatMoney(refunds.refundable, refunds.currency)}</Fact>
      </dl>
      {refunds.refundable > 0 && open.length === 0 ? (
        <Button variant="secondary" className="self-start" onClick={() => onOpen({ kind: 'refund' })}>
          <Undo2 aria-hidden="true" className="size-4" />
          Refund
        </Button>
      ) : null}
      {open.map((request) => (
        <ReturnRequestRow
          key={request.id}
          request={request}
          refundable={refunds.refundable}
          onOpen={onOpen}
        />
      ))}
      {refunds.timeline.length === 0 ? (
        <p className="text-sm text-slate-600">No refunds or returns yet.</p>
      ) : (
        <ol aria-label="Refunds and returns timeline" className="flex flex-col gap-3">
          {refunds.timeline.map((entry) => (
            <li key={entry.id} className="text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-slate-900">
                  {orderTimelineLabel(entry.kind)}
                  {entry.amount !== null ? ` · ${formatMoney(entry.amount, refunds.currency)}` : ''}
                </span>
                <time dateTime={entry.createdAt} className="text-xs text-slate-600 tabular-nums">
                  {formatDateTime(entry.createdAt)}
                </time>
              </div>
              {entry.note ? <p className="break-words text-slate-700">{entry.note}</p> : null}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

interface ReturnRowProps {
  request: ReturnRequest;
  refundable: number;
  onOpen: (dialog: OpenDialog) => void;
}

function ReturnRequestRow({ request, refundable, onOpen }: ReturnRowProps) {
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-medium text-amber-900">The buyer asks to return this order</p>
      <p className="break-words text-slate-800">{request.reason}</p>
      <div className="flex flex-wrap gap-2">
        {refundable > 0 ? (
          <Button onClick={() => onOpen({ kind: 'refund', returnId: request.id })}>Accept and refund</Button>
        ) : null}
        <Button variant="secondary" onClick={() => onOpen({ kind: 'decline', returnId: request.id })}>
          Decline
        </Button>
      </div>
    </div>
  );
}
