import type { Invoice, InvoiceRefunds, RefundRequest } from '@oja/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { storeCreditKeys } from '@/hooks/use-store-credit';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { invoiceKeys } from './invoice-keys';

/** Under the invoice's detail key: whatever refreshes the invoice refreshes its refunds. */
export const invoiceRefundsKey = (id: string) => [...invoiceKeys.detail(id), 'refunds'] as const;

const path = (id: string, what: 'refunds' | 'store-credit') =>
  `/v1/invoice/${encodeURIComponent(id)}/${what}`;

/** GET /v1/invoice/{id}/refunds: paid, refunded, what is left and each refund. */
export const invoiceRefundsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: invoiceRefundsKey(id),
    queryFn: ({ signal }) => api.get<InvoiceRefunds>(path(id, 'refunds'), { signal }),
    // The card shows its failure itself.
    meta: { toastError: false },
  });

export const useInvoiceRefunds = (id: string) => useQuery(invoiceRefundsQueryOptions(id));

/** After a money write of an invoice: its refunds, the invoice, its lists and store credit refresh. */
function useAfterInvoiceMoney() {
  const queryClient = useQueryClient();
  return async (message: string) => {
    await queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
    await queryClient.invalidateQueries({ queryKey: storeCreditKeys.all });
    toast.success(message);
  };
}

/** POST /v1/invoice/{id}/refunds, at most once per key. */
export function useRefundInvoice(id: string) {
  const after = useAfterInvoiceMoney();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: RefundRequest; idempotencyKey: string }) =>
      api.post<InvoiceRefunds>(path(id, 'refunds'), body, { headers: idempotencyHeader(idempotencyKey) }),
    meta: { toastError: false },
    onSuccess: () => after('Refund made'),
  });
}

/** POST /v1/invoice/{id}/store-credit: pays part or all of the invoice from the buyer's store credit. */
export function useApplyInvoiceCredit(id: string) {
  const after = useAfterInvoiceMoney();
  return useMutation({
    mutationFn: ({ amount, idempotencyKey }: { amount: number; idempotencyKey: string }) =>
      api.post<Invoice>(path(id, 'store-credit'), { amount }, { headers: idempotencyHeader(idempotencyKey) }),
    meta: { toastError: false },
    onSuccess: () => after('Store credit applied'),
  });
}
