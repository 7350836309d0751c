import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, mockFetch } from '@/testing/mock-fetch';
import { renderApp } from '@/app/testing/render-app';
import { testUser } from '@/testing/test-user';
import { stageOneVerified } from '@/features/verification/testing/business-form-fixtures';

const place = {
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
const nigeria = {
  id: 'NG',
  name: 'Nigeria',
  iso2: 'NG',
  iso3: 'NGA',
  currency: 'NGN',
  currency_name: 'Nigerian naira',
  currency_symbol: '₦',
  phone_code: '234',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const list = <T,>(results: T[]) =>
  envelope({ results, page: 1, limit: 40, totalPages: 1, totalResults: results.length });

beforeEach(() => {
  // The browser asks for permission and the user has not answered yet.
  Object.defineProperty(navigator, 'geolocation', {
    value: { getCurrentPosition: () => {} },
    configurable: true,
  });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('/dashboard verification', () => {
  it('walks a new merchant through level 1: prompt, business form, result, refreshed profile and toast', async () => {
    let user = testUser({ stage: 0, stageVerificationStatus: null, businessType: null });
    let profileLoads = 0;
    mockFetch({
      'GET /v1/users/profile': () => {
        profileLoads++;
        return [200, envelope(user)];
      },
      'GET /v1/address/countries': () => [200, list([nigeria])],
      'GET /v1/address/countries/NG/states': () => [
        200,
        list([{ id: 'NG-LA', name: 'Lagos', state_code: 'LA', country_code: 'NG' }]),
      ],
      'GET /v1/logistic/cities': () => [200, envelope({ terminalCities: [{ name: 'Lagos Island' }] })],
      'GET /api/maps': () => [
        200,
        envelope({ results: [{ description: place.formatted_address, place_id: place.place_id }] }),
      ],
      'GET /api/geo-code': () => [200, envelope(place)],
      'POST /v1/dashboard/upgrade-stage-one': () => {
        user = { ...user, stage: 1, stageVerificationStatus: 'verified', businessType: 'sole_trader' };
        return [200, stageOneVerified];
      },
    });
    renderApp('/dashboard');

    const prompt = await screen.findByRole('dialog', { name: 'It is required that we verify you' });
    await userEvent.click(within(prompt).getByRole('button', { name: 'Start verification process' }));
    const form = await screen.findByRole('dialog', { name: 'Verify your Business' });
    await userEvent.type(within(form).getByRole('combobox', { name: 'Business address' }), '14 Balogun');
    await userEvent.click(await screen.findByRole('option', { name: place.formatted_address }));
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'City' })).toHaveValue('Lagos Island'),
    );
    await userEvent.click(within(form).getByRole('radio', { name: /Sole trader/ }));
    await userEvent.selectOptions(
      within(form).getByRole('combobox', { name: 'Annual revenue range (NGN)' }),
      'Below 50,000',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    const result = await screen.findByRole('dialog', {
      name: 'Congratulation your account is verified for level 1',
    });
    expect(screen.queryByRole('dialog', { name: 'Verify your Business' })).not.toBeInTheDocument();
    expect(await screen.findByText('Level 1 verification complete')).toBeInTheDocument();
    expect(profileLoads).toBe(2);
    await userEvent.click(within(result).getByRole('button', { name: 'Done' }));

    const banner = screen.getByRole('region', { name: 'Account verification' });
    expect(within(banner).getByText('Level 1 Verified')).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Complete verification process' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('complementary', { name: 'Sidebar' })).getByText('Level 1 Verified'),
    ).toBeInTheDocument();
    // Dismissed for this visit: the prompt does not come back on its own.
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows no prompt and no banner to a guestSeller', async () => {
    mockFetch({ 'GET /v1/users/profile': () => [200, envelope(testUser({ role: 'guestSeller' }))] });
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Ada' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Account verification' })).not.toBeInTheDocument();
  });
});
