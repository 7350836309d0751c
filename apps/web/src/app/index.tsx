import { RouterProvider } from 'react-router/dom';
import { createQueryClient } from '@/lib/query-client';
import { connectApiClient } from './connect-api-client';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

const queryClient = createQueryClient();
const router = createAppRouter(queryClient);
connectApiClient(router, queryClient);

export function App() {
  return (
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
