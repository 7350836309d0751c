import { type PayableInvoice } from '@oja/contracts';
import { Ban, CheckCircle2, LinkIcon, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { LoadingState } from '@/components/ui/spinner';
import { formatDateTime } from '@/lib/dates';
import { formatMoney } from '@/lib/format';
import { usePayableInvoice } from '../api/get-payable-invoice';
import { InvoiceStatusBadge, PaymentStatusBadge } from './invoice-badges';
import { InvoiceDocument } from './invoice-document';
import { formatInvoiceDate } from './invoice-rules';
import { PayAmount } from './pay-amount';

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-8 sm:py-12">
      <title>{`${title} · Oja`}</title>
      <header className="mx-auto mb-6 flex max-w-3xl items-center justify-between">
        <Logo />
        <span className="flex items-center gap-1.5 text-xs font-medium text-slate-600">
          <ShieldCheck aria-hidden="true" className="size-4 text-brand-700" />
          Secure payment
        </span>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col gap-6">{children}</main>
    </div>
  );
}

function PaymentPanel({ invoice, token }: { invoice: PayableInvoice; token: string }) {
  const paid = invoice.paymentStatus === 'PAID';
  const cancelled = invoice.status === 'CANCELLED';

  let action: ReactNode;
  if (paid) {
    action = (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-green-800">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        Thank you, your payment was received{invoice.paidAt ? ` on ${formatDateTime(invoice.paidAt)}` : ''}.
      </p>
    );
  } else if (cancelled) {
    action = (
      <p role="status" className="flex items-center gap-2 text-sm font-medium text-red-800">
        <Ban aria-hidden="true" className="size-5" />
        This invoice has been cancelled and cannot be paid.
      </p>
    );
  } else {
    action = <PayAmount invoice={invoice} token={token} />;
  }

  return (
    <section
      aria-labelledby="pay-summary"
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div>
        <h2 id="pay-summary" className="text-sm font-medium text-slate-600">
          {paid ? 'Amount paid' : 'Amount due'}
        </h2>
        <p className="text-3xl font-semibold tracking-tight text-slate-900 tabular-nums">
          {formatMoney(paid ? invoice.totalAmount : invoice.amountLeft, invoice.currency)}
        </p>
        {!paid && invoice.amountPaid > 0 && (
          <p className="text-sm text-slate-600" data-testid="amount-paid-so-far">
            {formatMoney(invoice.amountPaid, invoice.currency)} paid of{' '}
            {formatMoney(invoice.totalAmount, invoice.currency)}
          </p>
        )}
        {!paid && invoice.depositDue > 0 && (
          <p className="text-sm font-medium text-slate-800" data-testid="deposit-due">
            Deposit due first: {formatMoney(invoice.depositDue, invoice.currency)}
          </p>
        )}
        <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <span>Due {formatInvoiceDate(invoice.dueDate)}</span>
          <PaymentStatusBadge status={invoice.paymentStatus} />
        </p>
      </div>
      <div>{action}</div>
    </section>
  );
}

/**
 * /pay/invoice/{token}: the buyer's page behind the payment link (no account needed). 'Pay now' opens the
 * payment provider's checkout; coming back, the server has settled the payment and the page reads 'Paid'.
 */
export function PayInvoice({ token }: { token: string }) {
  const { data: invoice, isPending } = usePayableInvoice(token);

  if (isPending) {
    return (
      <Shell title="Invoice">
        <LoadingState />
      </Shell>
    );
  }
  if (!invoice) {
    return (
      <Shell title="Payment link not valid">
        <section className="flex flex-col items-center gap-2 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
          <span className="mb-1 flex size-12 items-center justify-center rounded-full bg-slate-100 text-slate-500">
            <LinkIcon aria-hidden="true" className="size-6" />
          </span>
          <h1 className="text-lg font-semibold text-slate-900">This payment link is not valid</h1>
          <p className="max-w-sm text-sm text-slate-600">
            It may have been replaced by a newer link. Ask the seller to send you the invoice again.
          </p>
        </section>
      </Shell>
    );
  }

  return (
    <Shell title={`Invoice ${invoice.invoiceNumber}`}>
      <div>
        <p className="text-sm font-medium text-brand-800">{invoice.merchantName}</p>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900">
          Invoice {invoice.invoiceNumber} for {invoice.fullname}
        </h1>
      </div>
      <PaymentPanel invoice={invoice} token={token} />
      <InvoiceDocument
        merchantName={invoice.merchantName}
        invoiceNumber={invoice.invoiceNumber}
        buyer={{ fullname: invoice.fullname }}
        billingDate={invoice.billingDate}
        dueDate={invoice.dueDate}
        lines={invoice.products}
        total={invoice.totalAmount}
        vat={{ rate: invoice.vatRate, amount: invoice.vatAmount }}
        currency={invoice.currency}
        status={
          <>
            <InvoiceStatusBadge status={invoice.status} />
            <PaymentStatusBadge status={invoice.paymentStatus} />
          </>
        }
      />
      <p className="text-center text-xs text-slate-600">
        Payments are processed by our payment provider. Oja never sees your card details.
      </p>
    </Shell>
  );
}
