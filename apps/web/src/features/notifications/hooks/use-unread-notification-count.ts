import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type RealtimeData, useOfflinePolling, useRealtimeEvent, useRealtimeReconnect } from '@/lib/realtime';
import { unreadNotificationCountQueryOptions } from '../api/get-unread-count';
import { notificationKeys } from '../api/query-keys';

/**
 * The signed-in merchant's unread notification count for the bell, kept live over the websocket: a new
 * notification and notifications read in any tab carry the new count. While the socket is offline the
 * count is fetched every 30 s instead. Undefined until known (or when `enabled` is false).
 */
export function useUnreadNotificationCount(enabled: boolean): number | undefined {
  const queryClient = useQueryClient();
  const refetchInterval = useOfflinePolling();
  const count = useQuery({ ...unreadNotificationCountQueryOptions(), enabled, refetchInterval });

  const refetch = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.unreadCount });
  const apply = (event: RealtimeData<'notification.new'> | RealtimeData<'notification.read'> | null) => {
    if (!event) return refetch();
    queryClient.setQueryData(notificationKeys.unreadCount, { unreadCount: event.unreadCount });
  };
  useRealtimeEvent('notification.new', apply, enabled);
  useRealtimeEvent('notification.read', apply, enabled);
  // Notifications sent while the socket was down are missed.
  useRealtimeReconnect(refetch, enabled);

  return count.data?.unreadCount;
}
