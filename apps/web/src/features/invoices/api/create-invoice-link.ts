import type { InvoiceLinkBody, PublicLink } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /v1/invoice/{id}/links: a new link to the invoice's pay page, beside the one its send emailed;
 * `revoke` ends every earlier shared link first.
 */
export const createInvoiceLink = (id: string, body: Partial<InvoiceLinkBody>) =>
  api.post<PublicLink>(`/v1/invoice/${encodeURIComponent(id)}/links`, body);

export function useCreateInvoiceLink(id: string) {
  return useMutation({ mutationFn: (body: Partial<InvoiceLinkBody>) => createInvoiceLink(id, body) });
}
