import type { InvoiceListQuery } from '@oja/contracts';

/** Query keys of the invoices domain; mutations invalidate `lists()` and set or refresh `detail(id)`. */
export type InvoiceListParams = Partial<Pick<InvoiceListQuery, 'page' | 'limit' | 'name'>> & {
  status?: string;
  paymentStatus?: string;
};

export const invoiceKeys = {
  all: ['invoices'] as const,
  lists: () => [...invoiceKeys.all, 'list'] as const,
  list: (params: InvoiceListParams) => [...invoiceKeys.lists(), params] as const,
  details: () => [...invoiceKeys.all, 'detail'] as const,
  detail: (id: string) => [...invoiceKeys.details(), id] as const,
  catalogue: (name: string) => [...invoiceKeys.all, 'catalogue', name] as const,
  payable: (token: string) => ['pay-invoice', token] as const,
};
