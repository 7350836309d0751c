import { type Invoice, invoiceMessages } from '@oja/contracts';
import { api } from '@/lib/api-client';
import { type SaveOptions, useSaveRecord } from '@/hooks/use-save-record';
import { invoiceKeys } from './invoice-keys';

/**
 * POST /v1/invoice/{id}/send: issues a draft, marks the payment pending and emails the buyer a payment
 * link. Each send makes a new link; earlier ones stop working.
 */
export const sendInvoice = (id: string) => api.post<Invoice>(`/v1/invoice/${encodeURIComponent(id)}/send`);

export const useSendInvoice = (options?: SaveOptions<Invoice>) =>
  useSaveRecord(sendInvoice, invoiceKeys, invoiceMessages.sent, options);
