import { type InvoiceCheckout } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /v1/pay/invoice/{token} (public): opens (or reopens) the payment provider's checkout for
 * `amountMinor` (kobo; without it, the deposit due or else all that is left). The buyer is sent to
 * `authorizationUrl` and comes back to /pay/invoice/{token} afterwards.
 */
export const startInvoicePayment = ({ token, amountMinor }: { token: string; amountMinor?: number }) =>
  api.post<InvoiceCheckout>(
    `/v1/pay/invoice/${encodeURIComponent(token)}`,
    amountMinor === undefined ? undefined : { amountMinor },
  );

export const useStartInvoicePayment = ({
  onSuccess,
}: { onSuccess?: (checkout: InvoiceCheckout) => void } = {}) =>
  useMutation({ mutationFn: startInvoicePayment, onSuccess: (checkout) => onSuccess?.(checkout) });
