import type { NotificationUnreadCount } from '@oja/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { notificationKeys } from './query-keys';

/** GET /v1/notifications/unread-count: the number on the bell. */
export const getUnreadNotificationCount = (signal?: AbortSignal) =>
  api.get<NotificationUnreadCount>('/v1/notifications/unread-count', { signal });

export const unreadNotificationCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unreadCount,
    queryFn: ({ signal }) => getUnreadNotificationCount(signal),
    // The bell simply shows no number when the count cannot be had.
    meta: { toastError: false },
  });
