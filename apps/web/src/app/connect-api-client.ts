import type { QueryClient } from '@tanstack/react-query';
import { configureApiClient } from '@/lib/api-client';
import { realtime } from '@/lib/realtime';
import type { AppRouter } from './router';

/**
 * Hands the API client the app's router (redirects of the error policy) and query cache (the
 * session to clear on 401). The location is the one being navigated to, when a navigation is under
 * way, so that `redirectTo` names the page the user asked for. When the server closes the websocket
 * because the session ended, the screens refetch: their 401 takes the one sign-out path of the client.
 */
export const connectApiClient = (router: AppRouter, queryClient: QueryClient) => {
  realtime.onSessionEnded(() => void queryClient.refetchQueries({ type: 'active' }));
  configureApiClient({
    navigate: (to) => router.navigate(to),
    clearSession: () => queryClient.clear(),
    currentPath: () => {
      const { pathname, search } = router.state.navigation.location ?? router.state.location;
      return `${pathname}${search}`;
    },
  });
};
