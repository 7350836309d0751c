import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { notifyError } from './notify';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { /** Set false when the screen shows the error itself. */ toastError?: boolean };
    mutationMeta: { /** Set false when the form shows the error itself. */ toastError?: boolean };
  }
}

/**
 * Server state lives in TanStack Query only. Failures are toasted here, once, with the message the API
 * client extracted; the client's policy (redirects) has already run, so nothing is retried blindly.
 */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => {
        if (query.meta?.toastError !== false) notifyError(error);
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toastError !== false) notifyError(error);
      },
    }),
    defaultOptions: {
      queries: { retry: false, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
