import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '@/lib/realtime';
import { orderKeys } from './order-keys';

/**
 * Keeps the order screens live: every 'order.updated' on /v1/ws (a new order, a shipment step)
 * refetches the order lists and details on screen; so does a reconnection, since events of the gap
 * are lost.
 */
export function useLiveOrders() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orderKeys.all });
  useRealtimeEvent('order.updated', refresh);
  useRealtimeReconnect(refresh);
}
