import { type Invoice, invoiceMessages } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invoiceKeys } from './invoice-keys';

/**
 * POST /v1/invoice/{id}/send: issues a draft, marks the payment pending and emails the buyer a payment
 * link. Each send makes a new link; earlier ones stop working.
 */
export const sendInvoice = (id: string) => api.post<Invoice>(`/v1/invoice/${encodeURIComponent(id)}/send`);

export const useSendInvoice = ({ onSuccess }: { onSuccess?: (invoice: Invoice) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendInvoice,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      toast.success(invoiceMessages.sent);
      onSuccess?.(invoice);
    },
  });
};
