import type { SessionInfo } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SESSION_INFO_FALLBACK = 'Could not tell who is signed in. Try again later.';

/** Where who-is-signed-in is cached (a login or a profile save refreshes it, see use-profile). */
export const sessionInfoQueryKey = ['users', 'session'] as const;

export const sessionInfoQueryOptions = () =>
  queryOptions({
    queryKey: sessionInfoQueryKey,
    queryFn: ({ signal }) =>
      api.get<SessionInfo>('/v1/users/session', { fallbackMessage: SESSION_INFO_FALLBACK, signal }),
    // Unknown (a failure) reads as the owner's screens; the server still refuses what the role may not do.
    retry: false,
    meta: { toastError: false },
  });

/** GET /v1/users/session: the signed-in person (owner or staff), their business, role and permissions. */
export const useSessionInfo = () => useQuery(sessionInfoQueryOptions());
