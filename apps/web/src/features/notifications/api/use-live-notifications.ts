import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '@/lib/realtime';
import { notificationKeys } from './query-keys';

/** Refreshes the notification lists when one arrives over the websocket (or after a reconnection). */
export function useLiveNotifications() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
  useRealtimeEvent('notification.new', refresh);
  useRealtimeReconnect(refresh);
}
