import { type Invoice } from '@oja/contracts';
import { FileWarning, Info } from 'lucide-react';
import { Link } from 'react-router';
import { BackButton } from '@/components/layout/back-button';
import { PageHeader } from '@/components/layout/page-header';
import { buttonStyles } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/dates';
import { useInvoice } from '../api/get-invoice';
import { InvoiceStatusBadge, PaymentStatusBadge, RefundBadge } from './invoice-badges';
import { InvoiceBalance } from './invoice-balance';
import { InvoiceDocument } from './invoice-document';
import { InvoiceRefundsCard } from './invoice-refunds-card';
import { InvoiceRepeatCard } from './invoice-repeat-card';
import { canSharePayLink, InvoiceShareCard } from './invoice-share-card';
import { formatInvoiceDate } from './invoice-rules';
import { InvoiceStatusActions } from './invoice-status-actions';
import { InvoiceStoreCredit } from './invoice-store-credit';
import './invoice-print.css';

const listHref = paths.app.invoice.list.getHref();

function InvoiceTimeline({ invoice }: { invoice: Invoice }) {
  const events = [
    ['Created', invoice.createdAt],
    ['Sent to the buyer', invoice.sentAt],
    ['Paid', invoice.paidAt],
  ].filter((event): event is [string, string] => Boolean(event[1]));
  return (
    <p className="text-sm text-slate-600 print:hidden">
      {events.map(([label, at], index) => (
        <span key={label}>
          {index > 0 ? <span aria-hidden="true"> · </span> : null}
          {label} {formatDateTime(at)}
        </span>
      ))}
    </p>
  );
}

interface InvoiceDetailProps {
  id: string;
  merchantName: string;
  /** A message carried over from the page that sent the user here (e.g. a refused edit). */
  notice?: string | null;
}

/** One invoice: its status, the next steps it allows, the PDF, a printable view and the document itself. */
export function InvoiceDetail({ id, merchantName, notice }: InvoiceDetailProps) {
  const { data: invoice, isPending, error } = useInvoice(id);
  const back = <BackButton fallback={listHref} />;

  if (isPending) return <LoadingState />;
  if (!invoice) {
    return (
      <>
        <PageHeader title="Invoice" leading={back} />
        <Card>
          <EmptyState
            icon={FileWarning}
            title={error?.message ?? 'Invoice not found'}
            description="It may have been removed, or the link is wrong."
            action={
              <Link to={listHref} className={buttonStyles({ variant: 'secondary' })}>
                All invoices
              </Link>
            }
          />
        </Card>
      </>
    );
  }

  return (
    <>
      <PageHeader
        title={`Invoice ${invoice.invoiceNumber}`}
        description={`For ${invoice.fullname} · due ${formatInvoiceDate(invoice.dueDate)}`}
        leading={back}
      />
      {notice ? (
        <div
          role="status"
          className="mb-4 flex items-start gap-2 rounded-lg border border-sky-200 bg-sky-50 px-3 py-2.5 text-sm text-sky-900 print:hidden"
        >
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{notice}</span>
        </div>
      ) : null}
      <div className="mb-5 flex flex-col gap-3">
        <InvoiceStatusActions invoice={invoice} />
        <InvoiceTimeline invoice={invoice} />
        <InvoiceBalance invoice={invoice} />
        {canSharePayLink(invoice) ? <InvoiceShareCard invoice={invoice} /> : null}
        <InvoiceStoreCredit invoice={invoice} />
        <InvoiceRefundsCard invoice={invoice} />
        <InvoiceRepeatCard invoiceId={invoice.id} cancelled={invoice.status === 'CANCELLED'} />
      </div>
      <div className="invoice-print-area">
        <InvoiceDocument
          merchantName={merchantName}
          invoiceNumber={invoice.invoiceNumber}
          buyer={invoice}
          billingDate={invoice.billingDate}
          dueDate={invoice.dueDate}
          lines={invoice.products}
          total={invoice.totalAmount}
          vat={{ rate: invoice.vatRate, amount: invoice.vatAmount }}
          currency={invoice.currency}
          note={invoice.note}
          status={
            <>
              <InvoiceStatusBadge status={invoice.status} />
              <PaymentStatusBadge status={invoice.paymentStatus} />
              <RefundBadge invoice={invoice} />
            </>
          }
        />
      </div>
    </>
  );
}
