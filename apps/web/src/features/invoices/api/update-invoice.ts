import { ifMatch, type Invoice, invoiceMessages, type InvoiceRequest } from '@oja/contracts';
import { api } from '@/lib/api-client';
import { type SaveOptions, useSaveRecord } from '@/hooks/use-save-record';
import { invoiceKeys } from './invoice-keys';

export const UPDATE_INVOICE_FALLBACK = 'Could not update invoice. Try again later.';

/**
 * PUT /v1/invoice/{id}: replaces a DRAFT (and may issue it); any other status answers 409, as does an
 * edit whose version (If-Match) is no longer the invoice's (decision 019).
 */
export const updateInvoice = ({
  id,
  body,
  version,
}: {
  id: string;
  body: InvoiceRequest;
  version?: number;
}) =>
  api.put<Invoice>(`/v1/invoice/${encodeURIComponent(id)}`, body, {
    fallbackMessage: UPDATE_INVOICE_FALLBACK,
    headers: ifMatch(version),
  });

export const useUpdateInvoice = (options?: SaveOptions<Invoice>) =>
  useSaveRecord(updateInvoice, invoiceKeys, invoiceMessages.updated, options);
