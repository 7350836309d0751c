import { type Invoice } from '@oja/contracts';
import { Ban, CheckCircle2, Clock, Download, Pencil, Printer, Send, Stamp } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { type InvoiceStatusStep, useChangeInvoiceStatus } from '../api/change-invoice-status';
import { invoicePdfUrl } from '../api/get-invoice';
import { useSendInvoice } from '../api/send-invoice';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { allowedInvoiceActions } from './invoice-rules';

type Confirming = 'cancel' | 'paid' | null;

/**
 * The invoice's next steps, only those its state allows (see allowedInvoiceActions), plus the PDF
 * download and the print view, which are always there.
 */
export function InvoiceStatusActions({ invoice }: { invoice: Invoice }) {
  const allowed = allowedInvoiceActions(invoice);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const change = useChangeInvoiceStatus({ onSuccess: () => setConfirming(null) });
  const send = useSendInvoice();
  const busy = change.isPending || send.isPending;
  const pendingStep = change.isPending ? change.variables?.change : undefined;
  const isStep = (step: InvoiceStatusStep) => JSON.stringify(pendingStep) === JSON.stringify(step);
  const apply = (step: InvoiceStatusStep) => change.mutate({ id: invoice.id, change: step });

  return (
    <div className="flex flex-wrap gap-2 print:hidden">
      {allowed.edit ? (
        <Link
          to={paths.app.invoice.edit.getHref(invoice.id)}
          className={buttonStyles({ variant: 'secondary' })}
        >
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
      ) : null}
      {allowed.issue ? (
        <Button
          variant="secondary"
          onClick={() => apply({ status: 'ISSUED' })}
          isLoading={isStep({ status: 'ISSUED' })}
          disabled={busy}
        >
          <Stamp aria-hidden="true" className="size-4" />
          Issue invoice
        </Button>
      ) : null}
      {allowed.markPending ? (
        <Button
          variant="secondary"
          onClick={() => apply({ paymentStatus: 'PENDING_PAYMENT' })}
          isLoading={isStep({ paymentStatus: 'PENDING_PAYMENT' })}
          disabled={busy}
        >
          <Clock aria-hidden="true" className="size-4" />
          Mark as pending
        </Button>
      ) : null}
      {allowed.markPaid ? (
        <Button variant="secondary" onClick={() => setConfirming('paid')} disabled={busy}>
          <CheckCircle2 aria-hidden="true" className="size-4" />
          Mark as paid
        </Button>
      ) : null}
      {allowed.send ? (
        <Button onClick={() => send.mutate(invoice.id)} isLoading={send.isPending} disabled={busy}>
          <Send aria-hidden="true" className="size-4" />
          Send to buyer
        </Button>
      ) : null}
      <a href={invoicePdfUrl(invoice.id)} download className={buttonStyles({ variant: 'secondary' })}>
        <Download aria-hidden="true" className="size-4" />
        Download PDF
      </a>
      <Button variant="secondary" onClick={() => window.print()}>
        <Printer aria-hidden="true" className="size-4" />
        Print
      </Button>
      {allowed.cancel ? (
        <Button
          variant="ghost"
          className="text-red-700 hover:bg-red-50"
          onClick={() => setConfirming('cancel')}
          disabled={busy}
        >
          <Ban aria-hidden="true" className="size-4" />
          Cancel invoice
        </Button>
      ) : null}

      <ConfirmDialog
        open={confirming === 'cancel'}
        onOpenChange={(open) => setConfirming(open ? 'cancel' : null)}
        title={`Cancel ${invoice.invoiceNumber}?`}
        description="A cancelled invoice cannot be paid, sent or edited any more. Its payment link stops working."
        confirmLabel="Cancel invoice"
        variant="danger"
        isLoading={change.isPending}
        onConfirm={() => apply({ status: 'CANCELLED' })}
      />
      <ConfirmDialog
        open={confirming === 'paid'}
        onOpenChange={(open) => setConfirming(open ? 'paid' : null)}
        title={`Mark ${invoice.invoiceNumber} as paid?`}
        description="Use this when the buyer paid you outside Oja (cash, bank transfer). A paid invoice cannot be cancelled."
        confirmLabel="Mark as paid"
        isLoading={change.isPending}
        onConfirm={() => apply({ paymentStatus: 'PAID' })}
      />
    </div>
  );
}
