import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { LazyToaster } from '@/lib/toast';

/** App-wide providers: server state and toasts (top-right, 5 s, at most 2 at once). */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <LazyToaster position="top-right" duration={5000} visibleToasts={2} expand closeButton />
      </Suspense>
    </QueryClientProvider>
  );
}
