import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { connectApiClient } from '@/app/connect-api-client';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';

/** Renders the whole app (real routes, providers and API client) at `url`, in memory. */
export const renderApp = (url: string) => {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [url] });
  connectApiClient(router, queryClient);
  const view = render(
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
};
