import {
  type InvoiceSchedule,
  type InvoiceScheduleAction,
  invoiceScheduleMessages,
  type InvoiceScheduleRequest,
} from '@oja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { invoiceKeys } from './invoice-keys';

export const INVOICE_SCHEDULE_FALLBACK = 'Could not get the repeat schedule. Try again later.';
const scheduleKey = (id: string) => [...invoiceKeys.detail(id), 'schedule'] as const;

/** GET /v1/invoice/{id}/schedule: the invoice's repeat schedule, or null when it does not repeat. */
export const useInvoiceSchedule = (id: string) =>
  useQuery({
    queryKey: scheduleKey(id),
    queryFn: ({ signal }) =>
      api.get<InvoiceSchedule | null>(`/v1/invoice/${id}/schedule`, {
        fallbackMessage: INVOICE_SCHEDULE_FALLBACK,
        signal,
      }),
    meta: { toastError: false },
  });

/** POST /v1/invoice/{id}/schedule, with the Idempotency-Key of this one attempt (a retry sends the same). */
export const useSetInvoiceSchedule = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: InvoiceScheduleRequest; key: string }) =>
      api.post<InvoiceSchedule>(`/v1/invoice/${id}/schedule`, body, {
        headers: { 'Idempotency-Key': key },
      }),
    onSuccess: (saved) => {
      client.setQueryData(scheduleKey(id), saved);
      toast.success(invoiceScheduleMessages.created);
    },
  });
};

/** POST /v1/invoice/{id}/schedule/status: pause, resume or stop. */
export const useChangeInvoiceSchedule = (id: string) => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: InvoiceScheduleAction) =>
      api.post<InvoiceSchedule>(`/v1/invoice/${id}/schedule/status`, body),
    onSuccess: (saved) => {
      client.setQueryData(scheduleKey(id), saved);
      toast.success(invoiceScheduleMessages.changed);
    },
  });
};
