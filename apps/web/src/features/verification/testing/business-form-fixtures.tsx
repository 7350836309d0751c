import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, vi } from 'vitest';
import { envelope, mockFetch, type MockRequest } from '@/testing/mock-fetch';
import { BusinessForm } from '../components/business-form';
import { countries, page, renderWithQuery } from '../components/test-utils';

/** The places, states and cities the business form's tests search and pick, and the form on a mocked API. */
export const lagos = {
  place_id: 'p-lagos',
  formatted_address: '14 Balogun Street, Lagos Island, Lagos, Nigeria',
  latitude: 6.4541,
  longitude: 3.3947,
  state: 'Lagos',
  country: 'Nigeria',
  zip: '',
  city: 'Lagos Island',
  line1: '14 Balogun Street',
};
export const nowhere = {
  ...lagos,
  place_id: 'p-none',
  formatted_address: '12 Foo Road',
  state: '',
  country: '',
  city: '',
  latitude: null,
  longitude: null,
};
export const nigeriaOnly = {
  ...nowhere,
  place_id: 'p-nigeria',
  formatted_address: 'Nigeria',
  country: 'Nigeria',
};
export const ikeja = {
  ...lagos,
  place_id: 'p-ikeja',
  formatted_address: 'Ikeja, Lagos, Nigeria',
  city: 'Ikeja',
  line1: '',
  zip: '',
};
export const nearby = {
  ...lagos,
  place_id: 'p-near',
  formatted_address: 'Ikeja, Lagos, Nigeria',
  city: 'Ikeja',
  line1: '',
};
export const states = [
  { id: 'NG-LA', name: 'Lagos', state_code: 'LA', country_code: 'NG' },
  { id: 'NG-OG', name: 'Ogun', state_code: 'OG', country_code: 'NG' },
];
export const cities: Record<string, string[]> = { Lagos: ['Ikeja', 'Lagos Island'], Ogun: ['Abeokuta'] };

export const geoCode = ({ query }: MockRequest): [number, unknown] => {
  const placeId = query.get('placeId');
  if (placeId === null) return [200, envelope(nearby)];
  const places = { 'p-none': nowhere, 'p-nigeria': nigeriaOnly, 'p-ikeja': ikeja };
  return [200, envelope(places[placeId as keyof typeof places] ?? lagos)];
};

export const setup = (extra: Parameters<typeof mockFetch>[0] = {}) => {
  const fetchMock = mockFetch({
    'GET /v1/address/countries': () => [200, envelope(page(countries))],
    'GET /v1/address/countries/NG/states': () => [200, envelope(page(states))],
    'GET /v1/logistic/cities': ({ query }) => [
      200,
      envelope({ terminalCities: (cities[query.get('state') ?? ''] ?? []).map((name) => ({ name })) }),
    ],
    'GET /api/maps': ({ query }) => [
      200,
      envelope({
        results: query.get('q')?.startsWith('nowhere')
          ? [{ description: '12 Foo Road', place_id: 'p-none' }]
          : query.get('q')?.startsWith('Nig')
            ? [{ description: 'Nigeria', place_id: 'p-nigeria' }]
            : query.get('q')?.startsWith('Ikeja')
              ? [{ description: ikeja.formatted_address, place_id: 'p-ikeja' }]
              : [{ description: lagos.formatted_address, place_id: 'p-lagos' }],
      }),
    ],
    'GET /api/geo-code': geoCode,
    'POST /v1/dashboard/upgrade-stage-one': () => [200, stageOneVerified],
    ...extra,
  });
  const onSubmitted = vi.fn();
  renderWithQuery(<BusinessForm onCancel={() => {}} onSubmitted={onSubmitted} />);
  return { fetchMock, onSubmitted };
};

export const address = () => screen.getByRole('combobox', { name: 'Business address' });

export async function pickLagos() {
  await userEvent.type(address(), '14 Balogun');
  await userEvent.click(await screen.findByRole('option', { name: lagos.formatted_address }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos'));
}

/** The answer to a stage-one submission that the checks accept at once: level 1. */
export const stageOneVerified = envelope(
  {
    stage: 1,
    level: 1,
    stageVerificationStatus: 'verified',
    verificationStatus: false,
    submission: { id: 's1', stage: 1, status: 'verified', reason: null },
  },
  'Level 1 verification complete',
);
