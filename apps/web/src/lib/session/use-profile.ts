import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';
import type { UserProfile } from '@/types/api';
import { sessionInfoQueryKey } from './use-session-info';

export const PROFILE_FALLBACK = 'Could not get profile. Try again later.';

export const getProfile = (signal?: AbortSignal) =>
  api.get<UserProfile>('/v1/users/profile', { fallbackMessage: PROFILE_FALLBACK, signal });

/** The only place that knows where the signed-in user is cached. */
const profileQueryKey = ['users', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    // The route loader prefetches it; a failure there is shown (with Try again), not silently repeated.
    retryOnMount: false,
  });

/** The signed-in user. A 401 here ends the session (the API client redirects to /login). */
export const useProfile = () => useQuery(profileQueryOptions());

/**
 * Writes and refreshes the signed-in user: `set` replaces the cached profile with the server's answer
 * (login, registration, a saved profile), `refresh` refetches it (a submission that changes the stage),
 * `get` reads the cache without subscribing.
 */
export const useSession = () => {
  const queryClient = useQueryClient();
  const set = useCallback(
    (user: UserProfile) => {
      queryClient.setQueryData(profileQueryKey, user);
      // A login may be someone else's: who is signed in is read again.
      void queryClient.invalidateQueries({ queryKey: sessionInfoQueryKey });
    },
    [queryClient],
  );
  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: profileQueryKey }),
    [queryClient],
  );
  const get = useCallback(() => queryClient.getQueryData<UserProfile>(profileQueryKey), [queryClient]);
  /** Forgets who was signed in (a new session began elsewhere, e.g. an accepted invitation). */
  const forget = useCallback(() => {
    queryClient.removeQueries({ queryKey: profileQueryKey });
    queryClient.removeQueries({ queryKey: sessionInfoQueryKey });
  }, [queryClient]);
  return { set, refresh, get, forget };
};
