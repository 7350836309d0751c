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
