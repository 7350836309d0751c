import { type Invoice, invoiceMessages, type InvoiceRequest } from '@oja/contracts';
import { api } from '@/lib/api-client';
import { type SaveOptions, useSaveRecord } from '@/hooks/use-save-record';
import { invoiceKeys } from './invoice-keys';

export const CREATE_INVOICE_FALLBACK = 'Could not create invoice. Try again later.';

/** POST /v1/invoice: a DRAFT or an issued invoice; the server computes the totals. */
export const createInvoice = (body: InvoiceRequest) =>
  api.post<Invoice>('/v1/invoice', body, { fallbackMessage: CREATE_INVOICE_FALLBACK });

export const useCreateInvoice = (options?: SaveOptions<Invoice>) =>
  useSaveRecord(createInvoice, invoiceKeys, invoiceMessages.created, options);
