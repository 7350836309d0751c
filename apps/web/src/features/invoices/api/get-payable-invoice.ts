import { type PayableInvoice } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/**
 * GET /v1/pay/invoice/{token} (public): what the buyer sees behind the payment link. The server settles
 * a checkout the buyer has just completed before answering, so a return from the checkout reads 'Paid'.
 */
export const getPayableInvoice = (token: string, signal?: AbortSignal) =>
  api.get<PayableInvoice>(`/v1/pay/invoice/${encodeURIComponent(token)}`, { signal });

export const payableInvoiceQueryOptions = (token: string) =>
  queryOptions({
    queryKey: invoiceKeys.payable(token),
    queryFn: ({ signal }) => getPayableInvoice(token, signal),
    // The page explains an unknown or expired link itself.
    meta: { toastError: false },
    staleTime: 0,
  });

export const usePayableInvoice = (token: string) => useQuery(payableInvoiceQueryOptions(token));
