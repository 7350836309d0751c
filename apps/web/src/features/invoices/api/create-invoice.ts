import { type Invoice, invoiceMessages, type InvoiceRequest } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invoiceKeys } from './invoice-keys';

export const CREATE_INVOICE_FALLBACK = 'Could not create invoice. Try again later.';

/** POST /v1/invoice: a DRAFT or an issued invoice; the server computes the totals. */
export const createInvoice = (body: InvoiceRequest) =>
  api.post<Invoice>('/v1/invoice', body, { fallbackMessage: CREATE_INVOICE_FALLBACK });

export const useCreateInvoice = ({ onSuccess }: { onSuccess?: (invoice: Invoice) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      toast.success(invoiceMessages.created);
      onSuccess?.(invoice);
    },
  });
};
