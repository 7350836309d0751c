import { type Invoice, invoiceMessages, type InvoicePaymentStatus } from '@oja/contracts';
import { api } from '@/lib/api-client';
import { type SaveOptions, useSaveRecord } from '@/hooks/use-save-record';
import { invoiceKeys } from './invoice-keys';

/** Exactly one of the two (the server refuses both or neither). */
export type InvoiceStatusStep =
  { status: 'ISSUED' | 'CANCELLED' } | { paymentStatus: Exclude<InvoicePaymentStatus, 'NEW'> };

/** PATCH /v1/invoice/{id}/status/: one allowed step of the state machine; anything else answers 409. */
export const changeInvoiceStatus = ({ id, change }: { id: string; change: InvoiceStatusStep }) =>
  api.patch<Invoice>(`/v1/invoice/${encodeURIComponent(id)}/status/`, change);

export const useChangeInvoiceStatus = (options?: SaveOptions<Invoice>) =>
  useSaveRecord(changeInvoiceStatus, invoiceKeys, invoiceMessages.statusChanged, options);
