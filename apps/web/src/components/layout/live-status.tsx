import { WifiOff } from 'lucide-react';
import { OFFLINE_POLL_MS, useRealtimeStatus } from '@/lib/realtime';

const pollSeconds = OFFLINE_POLL_MS / 1000;

/**
 * Says when live updates are off (the websocket cannot connect): counts then refresh every 30 s. The
 * live region is always there so that the change is announced; it is empty while updates are live.
 */
export function LiveStatus() {
  const offline = useRealtimeStatus() === 'offline';
  return (
    <span role="status" className="inline-flex">
      {offline ? (
        <span
          title={`Reconnecting. Until then, counts refresh every ${pollSeconds} seconds.`}
          className="inline-flex items-center gap-1.5 rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-900 ring-1 ring-amber-200"
        >
          <WifiOff aria-hidden="true" className="size-3.5" />
          <span className="sr-only sm:not-sr-only">Live updates off</span>
          <span className="sr-only">{`: counts refresh every ${pollSeconds} seconds`}</span>
        </span>
      ) : null}
    </span>
  );
}
