import type { InvoiceListQuery } from '@oja/contracts';
import { recordKeys } from '@/lib/record-keys';

/** Query keys of the invoices domain; mutations invalidate `lists()` and set or refresh `detail(id)`. */
export type InvoiceListParams = Partial<Pick<InvoiceListQuery, 'page' | 'limit' | 'name'>> & {
  status?: string;
  paymentStatus?: string;
};

const records = recordKeys<InvoiceListParams>('invoices');
export const invoiceKeys = {
  ...records,
  catalogue: (name: string) => [...records.all, 'catalogue', name] as const,
};
