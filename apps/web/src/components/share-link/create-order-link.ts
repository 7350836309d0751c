import type { PublicLink, PublicLinkBody } from '@oja/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /v1/order/{id}/links: a new link to the order's tracking page, receipt or booking. */
export const createOrderLink = (id: string, body: Partial<PublicLinkBody>) =>
  api.post<PublicLink>(`/v1/order/${id}/links`, body);

export function useCreateOrderLink(id: string) {
  return useMutation({ mutationFn: (body: Partial<PublicLinkBody>) => createOrderLink(id, body) });
}
