import { type LinkEmailBody, type LinkEmailResult, publicLinkMessages } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeader } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';

/**
 * POST /v1/public-links/email: emails one of the merchant's buyer links. The Idempotency-Key makes a
 * double click or a retry send one email.
 */
export const emailLink = (body: LinkEmailBody, idempotencyKey: string) =>
  api.post<LinkEmailResult>('/v1/public-links/email', body, {
    headers: idempotencyHeader(idempotencyKey),
    fallbackMessage: 'Could not send the email. Try again later.',
  });

export function useEmailLink() {
  return useMutation({
    mutationFn: ({ body, key }: { body: LinkEmailBody; key: string }) => emailLink(body, key),
    onSuccess: (result) => toast.success(`${publicLinkMessages.emailed} to ${result.to}`),
  });
}
