import { InvoiceList } from '@/features/invoices/components/invoice-list';

export function InvoiceListRoute() {
  return <InvoiceList />;
}
