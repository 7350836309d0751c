import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { goShortcuts, isTypingTarget, SEQUENCE_MS } from '../lib/shortcuts';

/**
 * The dashboard's keyboard shortcuts, calling `open` (a stable state setter) for a dialog (lib/shortcuts.ts): Ctrl/Cmd+K anywhere; `?`, `/` and `g` + a
 * letter only when no field has the keyboard.
 */
export function useShortcuts(open: (dialog: 'palette' | 'help') => void) {
  const navigate = useNavigate();
  const goSince = useRef<number | null>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') {
        event.preventDefault();
        open('palette');
        return;
      }
      if (event.ctrlKey || event.metaKey || event.altKey || isTypingTarget(event.target)) return;
      const since = goSince.current;
      goSince.current = null;
      if (since !== null && performance.now() - since < SEQUENCE_MS) {
        const target = goShortcuts.find(({ key }) => key === event.key.toLowerCase());
        if (target) {
          event.preventDefault();
          void navigate(target.path);
          return;
        }
      }
      if (event.key === 'g') goSince.current = performance.now();
      else if (event.key === '?') {
        event.preventDefault();
        open('help');
      } else if (event.key === '/') {
        const search = document.querySelector<HTMLInputElement>('main input[type="search"]');
        if (search) {
          event.preventDefault();
          search.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [navigate, open]);
}
