import { lazy } from 'react';
import type * as Sonner from 'sonner';

/**
 * Toasts through sonner, loaded on first use so that it stays out of the entry chunk. Sonner replays
 * toasts raised before its <Toaster> mounts, so nothing is lost while it loads. All app code toasts
 * through here.
 */
let sonner: Promise<typeof Sonner> | undefined;
const loadSonner = () => (sonner ??= import('sonner'));

export const toast = {
  success: (message: string, options?: Sonner.ExternalToast) =>
    void loadSonner().then((m) => m.toast.success(message, options)),
  error: (message: string, options?: Sonner.ExternalToast) =>
    void loadSonner().then((m) => m.toast.error(message, options)),
};

/** sonner's <Toaster>, loaded lazily; render it inside <Suspense>. */
export const LazyToaster = lazy(() => loadSonner().then((m) => ({ default: m.Toaster })));
