import { useEffect, useState } from 'react';

/** Seconds left until `expiresAt`, ticking every second. */
export const useSecondsLeft = (expiresAt: string | undefined) => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const tick = () => setNow(Date.now());
    // Tick at once (the dialog may have been mounted long before this quote), then every second.
    const first = setTimeout(tick, 0);
    const timer = setInterval(tick, 1000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [expiresAt]);
  return expiresAt ? Math.max(0, Math.ceil((Date.parse(expiresAt) - now) / 1000)) : 0;
};
