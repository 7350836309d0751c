import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createQueryClient } from '@/lib/query-client';
import type { UserProfile } from '@/types/api';
import { testUser } from '@/testing/test-user';

/** Renders a verification component with the app's query client (fetch is the only mock). */
export const renderWithQuery = (ui: ReactElement) => {
  const queryClient = createQueryClient();
  return { queryClient, ...render(<QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>) };
};

export const merchant = (overrides: Partial<UserProfile> = {}): UserProfile =>
  testUser({
    firstName: 'Adaeze',
    lastName: 'Okafor',
    phone: '+2348031234567',
    businessName: 'Adaeze Fabrics',
    username: 'adaeze',
    aboutBusiness: null,
    country: null,
    state: null,
    address: null,
    location: { address: null },
    zipCode: null,
    ...overrides,
  });

export const country = (iso2: string, name: string, phoneCode: string) => ({
  id: iso2,
  name,
  iso2,
  iso3: `${iso2}X`,
  currency: 'NGN',
  currency_name: '',
  currency_symbol: '',
  phone_code: phoneCode,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

/** As the server lists them: Nigeria, United Kingdom and United States first, the rest after. */
export const countries = [
  country('NG', 'Nigeria', '234'),
  country('GB', 'United Kingdom', '44'),
  country('US', 'United States', '1'),
  country('GH', 'Ghana', '233'),
  country('AU', 'Australia', '61'),
];

export const page = <T,>(results: T[]) => ({
  results,
  page: 1,
  limit: results.length,
  totalPages: 1,
  totalResults: results.length,
});
