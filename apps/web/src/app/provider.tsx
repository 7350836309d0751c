import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { LazyToaster, useHasToasted } from '@/lib/toast';

/** Toasts top-right, 5 s, at most 2 at once, in the page's theme; the toaster (and sonner) arrive with the first toast. */
function Toaster() {
  const hasToasted = useHasToasted();
  if (!hasToasted) return null;
  return (
    <Suspense fallback={null}>
      <LazyToaster position="top-right" duration={5000} visibleToasts={2} expand closeButton />
    </Suspense>
  );
}

/** App-wide providers: server state and toasts. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
