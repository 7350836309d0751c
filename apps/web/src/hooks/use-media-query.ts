import { useSyncExternalStore } from 'react';

/** Below this width (Tailwind's `sm`) tables show their rows as cards. */
export const PHONE_QUERY = '(max-width: 639px)';

const subscribe = (query: string) => (onChange: () => void) => {
  if (typeof window.matchMedia !== 'function') return () => {};
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
};

/** Whether a CSS media query matches now, kept current as the window resizes (false where unsupported). */
export function useMediaQuery(query: string) {
  return useSyncExternalStore(
    subscribe(query),
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
