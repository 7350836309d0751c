import { useParams } from 'react-router';
import { PayInvoice } from '@/features/invoices/components/pay-invoice';

/** Public: the buyer opens it from the payment link in the invoice email. */
export function PayInvoiceRoute() {
  const token = useParams().token ?? '';
  return <PayInvoice token={token} />;
}
