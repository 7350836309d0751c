import { DEFAULT_PAGE_SIZE, type Invoice, invoiceMessages, type Paginated } from '@oja/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pageQueryOptions } from '@/lib/page-query';
import { type InvoiceListParams, invoiceKeys } from './invoice-keys';

/**
 * GET /v1/invoice: newest first, paginated. `status` and `paymentStatus` are compared in upper case by the
 * server; 'all' (or nothing) means every invoice. `name` searches the buyer.
 */
export const getInvoices = (params: InvoiceListParams, signal?: AbortSignal) =>
  api.get<Paginated<Invoice>>('/v1/invoice', {
    query: { limit: DEFAULT_PAGE_SIZE, ...params },
    fallbackMessage: invoiceMessages.listFallback,
    signal,
  });

export const invoicesQueryOptions = (params: InvoiceListParams) =>
  pageQueryOptions(invoiceKeys.list(params), (signal) => getInvoices(params, signal));

/** A failure is toasted with the server's message (docs/product/messages.md#failed-list-loads). */
export const useInvoices = (params: InvoiceListParams) => useQuery(invoicesQueryOptions(params));
