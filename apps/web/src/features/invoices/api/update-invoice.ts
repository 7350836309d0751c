import { ifMatch, type Invoice, invoiceMessages, type InvoiceRequest } from '@oja/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invoiceKeys } from './invoice-keys';

export const UPDATE_INVOICE_FALLBACK = 'Could not update invoice. Try again later.';

/**
 * PUT /v1/invoice/{id}: replaces a DRAFT (and may issue it); any other status answers 409, as does an
 * edit whose version (If-Match) is no longer the invoice's (decision 019).
 */
export const updateInvoice = ({ id, body, version }: { id: string; body: InvoiceRequest; version?: number }) =>
  api.put<Invoice>(`/v1/invoice/${encodeURIComponent(id)}`, body, {
    fallbackMessage: UPDATE_INVOICE_FALLBACK,
    headers: ifMatch(version),
  });

export const useUpdateInvoice = ({ onSuccess }: { onSuccess?: (invoice: Invoice) => void } = {}) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateInvoice,
    onSuccess: async (invoice) => {
      queryClient.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      await queryClient.invalidateQueries({ queryKey: invoiceKeys.lists() });
      toast.success(invoiceMessages.updated);
      onSuccess?.(invoice);
    },
  });
};
