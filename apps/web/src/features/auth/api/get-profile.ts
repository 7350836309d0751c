import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserProfile } from '@/types/api';

export const PROFILE_FALLBACK = 'Could not get profile. Try again later.';

export const getProfile = (signal?: AbortSignal) =>
  api.get<UserProfile>('/v1/users/profile', { fallbackMessage: PROFILE_FALLBACK, signal });

export const profileQueryKey = ['users', 'profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    // The route loader prefetches it; a failure there is shown (with Try again), not silently repeated.
    retryOnMount: false,
  });

/** The signed-in user. A 401 here ends the session (the API client redirects to /login). */
export const useProfile = () => useQuery(profileQueryOptions());
