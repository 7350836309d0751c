import type { AcceptInvitationRequest, InvitationPreview } from '@oja/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const INVITATION_FALLBACK = 'Could not open this invitation. Try again later.';

/** GET /v1/staff/join/{token}: the business and role of an invitation link (public). */
export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['staff-invitation', token],
    queryFn: ({ signal }) =>
      api.get<InvitationPreview>(`/v1/staff/join/${encodeURIComponent(token)}`, {
        fallbackMessage: INVITATION_FALLBACK,
        signal,
      }),
    retry: false,
    // The page shows why a link cannot be used; a toast would say it twice.
    meta: { toastError: false },
  });

export const useInvitation = (token: string) => useQuery(invitationQueryOptions(token));

/** POST /v1/staff/join/{token}/accept: the account is created and the session cookie set. */
export const useAcceptInvitation = (token: string) =>
  useMutation({
    mutationFn: (body: AcceptInvitationRequest) =>
      api.post(`/v1/staff/join/${encodeURIComponent(token)}/accept`, body, {
        fallbackMessage: INVITATION_FALLBACK,
      }),
    meta: { toastError: false },
  });
