import { type Invoice } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

export const INVOICE_FALLBACK = 'Could not get invoice. Try again later.';

export const getInvoice = (id: string, signal?: AbortSignal) =>
  api.get<Invoice>(`/v1/invoice/${encodeURIComponent(id)}`, { fallbackMessage: INVOICE_FALLBACK, signal });

export const invoiceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: ({ signal }) => getInvoice(id, signal),
    // The page shows the failure itself (e.g. 'Invoice not found').
    meta: { toastError: false },
  });

export const useInvoice = (id: string) => useQuery(invoiceQueryOptions(id));

/** The invoice as a PDF rendered by the server (GET /v1/invoice/{id}/pdf), for a download link. */
export const invoicePdfUrl = (id: string) => `/v1/invoice/${encodeURIComponent(id)}/pdf`;
