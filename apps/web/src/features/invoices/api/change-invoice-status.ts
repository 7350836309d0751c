import { type Invoice, invoiceMessages, type InvoicePaymentStatus } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invoiceKeys } from './invoice-keys';

/** Exactly one of the two (the server refuses both or neither). */
export type InvoiceStatusStep =
  { status: 'ISSUED' | 'CANCELLED' } | { paymentStatus: Exclude<InvoicePaymentStatus, 'NEW'> };

/** PATCH /v1/invoice/{id}/status/: one allowed step of the state machine; anything else answers 409. */
export const changeInvoiceStatus = ({ id, change }: { id: string; change: InvoiceStatusStep }) =>
  api.patch<Invoice>(`/v1/invoice/${encodeURIComponent(id)}/status/`, change);

export const useChangeInvoiceStatus = ({ onSuccess }: { onSuccess?: (invoice: Invoice) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeInvoiceStatus,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      toast.success(invoiceMessages.statusChanged);
      onSuccess?.(invoice);
    },
  });
};
