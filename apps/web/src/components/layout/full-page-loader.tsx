import { LoadingState } from '@/components/ui/spinner';

/** Shown while the first screen or the signed-in user is loading. */
export function FullPageLoader() {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50">
      <LoadingState />
    </main>
  );
}
