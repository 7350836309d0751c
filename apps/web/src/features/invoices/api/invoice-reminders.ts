import { invoiceReminderMessages, type InvoiceReminders } from '@oja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const remindersKey = ['invoice-settings', 'reminders'] as const;
export const INVOICE_REMINDERS_FALLBACK = 'Could not get the reminder settings. Try again later.';

/** GET /v1/invoice-settings/reminders: whether unpaid invoices get reminders, and on which days. */
export const useInvoiceReminders = () =>
  useQuery({
    queryKey: remindersKey,
    queryFn: ({ signal }) =>
      api.get<InvoiceReminders>('/v1/invoice-settings/reminders', {
        fallbackMessage: INVOICE_REMINDERS_FALLBACK,
        signal,
      }),
    // The card shows the failure itself.
    meta: { toastError: false },
  });

/** PUT /v1/invoice-settings/reminders: replaces the reminder settings. */
export const useSaveInvoiceReminders = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reminders: InvoiceReminders) =>
      api.put<InvoiceReminders>('/v1/invoice-settings/reminders', reminders),
    onSuccess: (saved) => {
      client.setQueryData(remindersKey, saved);
      toast.success(invoiceReminderMessages.updated);
    },
  });
};
