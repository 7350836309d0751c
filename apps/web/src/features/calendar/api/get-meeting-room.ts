import { type MeetingRoom } from '@oja/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /v1/meet/{roomId} (public): the waiting room behind an online booking's meeting link. */
export const getMeetingRoom = (roomId: string, signal?: AbortSignal) =>
  api.get<MeetingRoom>(`/v1/meet/${encodeURIComponent(roomId)}`, { signal });

export const meetingRoomQueryOptions = (roomId: string) =>
  queryOptions({
    queryKey: ['meeting-room', roomId],
    queryFn: ({ signal }) => getMeetingRoom(roomId, signal),
    // The page explains an unknown link itself.
    meta: { toastError: false },
    // A cancelled booking or a moved state shows without a reload.
    refetchInterval: 30_000,
    retry: false,
  });

export const useMeetingRoom = (roomId: string) => useQuery(meetingRoomQueryOptions(roomId));
