import { type InvoiceSettings, invoiceSettingsMessages } from '@oja/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';

const settingsKey = ['invoice-settings'] as const;
export const INVOICE_SETTINGS_FALLBACK = 'Could not get invoice settings. Try again later.';

/** GET /v1/invoice-settings: the merchant's VAT rate for new invoices. */
export const useInvoiceSettings = () =>
  useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) =>
      api.get<InvoiceSettings>('/v1/invoice-settings', {
        fallbackMessage: INVOICE_SETTINGS_FALLBACK,
        signal,
      }),
    // The card shows the failure itself.
    meta: { toastError: false },
  });

/** PUT /v1/invoice-settings: replaces the settings (invoices already made keep their rate). */
export const useSaveInvoiceSettings = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: InvoiceSettings) => api.put<InvoiceSettings>('/v1/invoice-settings', settings),
    onSuccess: (saved) => {
      client.setQueryData(settingsKey, saved);
      toast.success(invoiceSettingsMessages.updated);
    },
  });
};
