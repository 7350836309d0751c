import { type Invoice, type InvoiceRefunds, refundDestinationLabel } from '@oja/contracts';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { RefundDialog } from '@/components/refund/refund-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { useInvoiceRefunds, useRefundInvoice } from '../api/invoice-refunds';

/**
 * Refunds of a paid or partly paid invoice: what was refunded and what is left, 'Refund' (the order
 * refund's dialog: amount, where to, reason, then a confirmation) and each refund so far, oldest first.
 */
export function InvoiceRefundsCard({ invoice }: { invoice: Invoice }) {
  const [open, setOpen] = useState(false);
  const refunds = useInvoiceRefunds(invoice.id);
  const refund = useRefundInvoice(invoice.id);
  if (invoice.amountPaid <= 0) return null;
  return (
    <Card aria-label="Refunds" className="print:hidden">
      <CardHeader title="Refunds" />
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
        {refunds.data ? <RefundsBody refunds={refunds.data} onRefund={() => setOpen(true)} /> : null}
      </CardContent>
      {refunds.data && open ? (
        <RefundDialog
          open
          onOpenChange={setOpen}
          title={`Refund invoice ${invoice.invoiceNumber}`}
          currency={refunds.data.currency}
          refundable={refunds.data.refundable}
          canRestock={false}
          submit={{
            isPending: refund.isPending,
            mutate: (body, idempotencyKey, callbacks) => refund.mutate({ body, idempotencyKey }, callbacks),
          }}
        />
      ) : null}
    </Card>
  );
}

function RefundsBody({ refunds, onRefund }: { refunds: InvoiceRefunds; onRefund: () => void }) {
  const money = (amount: number) => formatMoney(amount, refunds.currency);
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Refunded</dt>
          <dd className="text-sm text-slate-900">{money(refunds.refunded)}</dd>
        </div>
        <div className="flex flex-col gap-0.5">
          <dt className="text-xs font-medium tracking-wide text-slate-600 uppercase">Left to refund</dt>
          <dd className="text-sm text-slate-900">{money(refunds.refundable)}</dd>
        </div>
      </dl>
      {refunds.refundable > 0 ? (
        <Button variant="secondary" className="self-start" onClick={onRefund}>
          <Undo2 aria-hidden="true" className="size-4" />
          Refund
        </Button>
      ) : null}
      {refunds.refunds.length === 0 ? (
        <p className="text-sm text-slate-600">No refunds yet.</p>
      ) : (
        <ol aria-label="Refunds made" className="flex flex-col gap-3">
          {refunds.refunds.map((r) => (
            <li key={r.id} className="text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-medium text-slate-900">
                  {money(r.amount)} to {refundDestinationLabel(r.destination).toLowerCase()}
                </span>
                <time dateTime={r.createdAt} className="text-xs text-slate-600 tabular-nums">
                  {formatDateTime(r.createdAt)}
                </time>
              </div>
              <p className="break-words text-slate-700">{r.reason}</p>
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
