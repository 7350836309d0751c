import type { StaffList } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const STAFF_FALLBACK = 'Could not load your staff. Try again later.';

export const staffQueryKey = ['staff'] as const;

export const staffQueryOptions = () =>
  queryOptions({
    queryKey: staffQueryKey,
    queryFn: ({ signal }) => api.get<StaffList>('/v1/staff', { fallbackMessage: STAFF_FALLBACK, signal }),
  });

/** GET /v1/staff: the members and the pending invitations (owner only). */
export const useStaff = () => useQuery(staffQueryOptions());
