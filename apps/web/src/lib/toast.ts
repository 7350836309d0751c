import { lazy, useSyncExternalStore } from 'react';
import type * as Sonner from 'sonner';

/**
 * Toasts through sonner, loaded on the first toast so that neither its code nor its <Toaster> is part of
 * a page's load. Sonner replays toasts raised before its <Toaster> mounts, so nothing is lost while it
 * loads. All app code toasts through here.
 */
let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

let toasted = false;
const listeners = new Set<() => void>();
const show = (raise: (m: typeof Sonner) => void) => {
  if (!toasted) {
    toasted = true;
    listeners.forEach((listener) => listener());
  }
  void loadSonner().then(raise);
};

export const toast = {
  success: (message: string, options?: Sonner.ExternalToast) =>
    show((m) => m.toast.success(message, options)),
  error: (message: string, options?: Sonner.ExternalToast) => show((m) => m.toast.error(message, options)),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
/** False until the first toast is raised: the <Toaster> is mounted only then. */
export const useHasToasted = () => useSyncExternalStore(subscribe, () => toasted);

/** sonner's <Toaster> in the page's theme, loaded lazily; render it inside <Suspense>. */
export const LazyToaster = lazy(() => import('./themed-toaster').then((m) => ({ default: m.ThemedToaster })));
