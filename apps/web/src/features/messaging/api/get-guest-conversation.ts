import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { GuestConversation } from '../types';
import { messagingKeys } from './query-keys';

/** Where the buyer's side of a conversation lives; the token is the secret of their emailed link. */
export const guestPath = (token: string) => `/v1/messaging/guest/${encodeURIComponent(token)}`;

export const getGuestConversation = (token: string, signal?: AbortSignal) =>
  api.get<GuestConversation>(guestPath(token), { signal });

/** The conversation behind a buyer's private link (no account, no session). */
export const guestConversationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: messagingKeys.guest(token),
    queryFn: ({ signal }) => getGuestConversation(token, signal),
    // An invalid link is shown on the page itself.
    meta: { toastError: false },
    staleTime: Infinity,
  });

export const useGuestConversation = (token: string) => useQuery(guestConversationQueryOptions(token));
