import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { connectApiClient } from '@/app/connect-api-client';
import { AppProvider } from '@/app/provider';
import { createRoutes } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import type { UserProfile } from '@/types/api';

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

export const testUser = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 'user-1',
  firstName: 'Ada',
  lastName: 'Obi',
  image: null,
  email: 'ada@example.com',
  phone: '+2348012345678',
  role: 'seller',
  serviceType: 'product',
  businessName: 'Ada Fabrics',
  category: 'Fashion',
  businessType: 'sole_trader',
  username: 'adafabrics',
  aboutBusiness: '',
  country: 'Nigeria',
  state: 'Lagos',
  address: '',
  location: { address: '' },
  zipCode: '',
  isEmailVerified: true,
  isPhoneVerified: false,
  verificationStatus: false,
  stage: 0,
  level: 1,
  stageVerificationStatus: null,
  bank: null,
  version: 1,
  ...overrides,
});
