import { useRef } from 'react';

/**
 * One Idempotency-Key per user action: the same key while the request stays the same (a retry after a
 * failure or a dropped connection), a new one when what is asked changes or after `reset()` (success,
 * dialog closed). `signature` is the part of the body the server hashes (never the PIN).
 */
export function useIdempotencyKey() {
  const current = useRef<{ signature: string; key: string } | null>(null);
  const keyFor = (signature: unknown) => {
    const text = JSON.stringify(signature);
    if (current.current?.signature !== text) {
      current.current = { signature: text, key: crypto.randomUUID() };
    }
    return current.current.key;
  };
  const reset = () => {
    current.current = null;
  };
  return { keyFor, reset };
}

export const idempotencyHeader = (key: string) => ({ 'Idempotency-Key': key });
