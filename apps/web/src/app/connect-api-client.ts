import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '@/lib/api-client';
import type { AppRouter } from './router';

/**
 * Hands the API client the app's router (redirects of the error policy) and query cache (the
 * session to clear on 401). The location is the one being navigated to, when a navigation is under
 * way, so that `redirectTo` names the page the user asked for.
 */
export const connectApiClient = (router: AppRouter, queryClient: QueryClient) => {
  configureApiClient({
    navigate: (to) => router.navigate(to),
    clearSession: () => queryClient.clear(),
    currentPath: () => {
      const { pathname, search } = router.state.navigation.location ?? router.state.location;
      return `${pathname}${search}`;
    },
  });
};
