import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent, useRealtimeReconnect } from '@/lib/realtime';
import { walletKeys } from './wallet-keys';

/**
 * Keeps the wallet live: an order paid, delivered or cancelled moves its money (pending, available), and
 * each of them comes with 'order.updated' on /v1/ws; a reconnection refetches too.
 */
export function useLiveWallet() {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: walletKeys.all });
  useRealtimeEvent('order.updated', refresh);
  useRealtimeReconnect(refresh);
}
