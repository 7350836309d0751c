import { invoiceRefundLabel } from '@oja/contracts';
import { Badge } from '@/components/ui/badge';
import {
  invoiceStatusLabel,
  invoiceStatusTone,
  paymentStatusLabel,
  paymentStatusTone,
} from './invoice-rules';

/** 'Paid', 'Pending' or 'New' (docs/product/invoices.md#status-and-payment-status). */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <Badge tone={paymentStatusTone(status)}>{paymentStatusLabel(status)}</Badge>;
}

/** 'Draft', 'Issued' or 'Cancelled'. */
export function InvoiceStatusBadge({ status }: { status: string }) {
  return <Badge tone={invoiceStatusTone(status)}>{invoiceStatusLabel(status)}</Badge>;
}

/** 'Refunded' or 'Partly refunded' once some of what was paid went back; nothing before. */
export function RefundBadge({ invoice }: { invoice: { amountPaid: number; amountRefunded: number } }) {
  const label = invoiceRefundLabel(invoice);
  return label ? <Badge tone="neutral">{label}</Badge> : null;
}
