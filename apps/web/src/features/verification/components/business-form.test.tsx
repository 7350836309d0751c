import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope, failure, mockFetch, type MockRequest, sentBodies } from '@/testing/mock-fetch';
import { BusinessForm } from './business-form';
import { stubGeolocation } from './geolocation-stub';
import { countries, page, renderWithQuery } from './test-utils';

const lagos = {
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
const nowhere = {
  ...lagos,
  place_id: 'p-none',
  formatted_address: '12 Foo Road',
  state: '',
  country: '',
  city: '',
  latitude: null,
  longitude: null,
};
const nigeriaOnly = {
  ...nowhere,
  place_id: 'p-nigeria',
  formatted_address: 'Nigeria',
  country: 'Nigeria',
};
const ikeja = {
  ...lagos,
  place_id: 'p-ikeja',
  formatted_address: 'Ikeja, Lagos, Nigeria',
  city: 'Ikeja',
  line1: '',
  zip: '',
};
const nearby = {
  ...lagos,
  place_id: 'p-near',
  formatted_address: 'Ikeja, Lagos, Nigeria',
  city: 'Ikeja',
  line1: '',
};
const states = [
  { id: 'NG-LA', name: 'Lagos', state_code: 'LA', country_code: 'NG' },
  { id: 'NG-OG', name: 'Ogun', state_code: 'OG', country_code: 'NG' },
];
const cities: Record<string, string[]> = { Lagos: ['Ikeja', 'Lagos Island'], Ogun: ['Abeokuta'] };

const geoCode = ({ query }: MockRequest): [number, unknown] => {
  const placeId = query.get('placeId');
  if (placeId === null) return [200, envelope(nearby)];
  const places = { 'p-none': nowhere, 'p-nigeria': nigeriaOnly, 'p-ikeja': ikeja };
  return [200, envelope(places[placeId as keyof typeof places] ?? lagos)];
};

const setup = (extra: Parameters<typeof mockFetch>[0] = {}) => {
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
    'POST /v1/dashboard/upgrade-stage-one': () => [
      200,
      envelope(
        {
          stage: 1,
          level: 1,
          stageVerificationStatus: 'verified',
          verificationStatus: false,
          submission: { id: 's1', stage: 1, status: 'verified', reason: null },
        },
        'Level 1 verification complete',
      ),
    ],
    ...extra,
  });
  const onSubmitted = vi.fn();
  renderWithQuery(<BusinessForm onCancel={() => {}} onSubmitted={onSubmitted} />);
  return { fetchMock, onSubmitted };
};

const address = () => screen.getByRole('combobox', { name: 'Business address' });

async function pickLagos() {
  await userEvent.type(address(), '14 Balogun');
  await userEvent.click(await screen.findByRole('option', { name: lagos.formatted_address }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos'));
}

beforeEach(() => {
  stubGeolocation();
});
afterEach(() => {
  stubGeolocation(null);
});

describe('business verification form (SPEC §5)', () => {
  it('shows a field’s error only once it is touched, and every message on Save', async () => {
    const { fetchMock } = setup();
    expect(
      screen.getByText('Your business address is not your pickup address.', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'City' })).toBeDisabled();

    await userEvent.click(address());
    await userEvent.tab();
    expect(await screen.findByText('Search for address and select from results')).toBeInTheDocument();
    expect(screen.queryByText('Select a valid state')).not.toBeInTheDocument();
    expect(screen.queryByText('You must choose a business type')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select a valid state')).toBeInTheDocument();
    expect(screen.getByText('Select a valid city')).toBeInTheDocument();
    expect(screen.getByText('You must choose a business type')).toBeInTheDocument();
    expect(screen.getByText('Select a valid annual revenue range')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Remove NGN range' }));
    expect(await screen.findByText('Enter annual revenue for at least one currency')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/dashboard/upgrade-stage-one')).toEqual([]);
  });

  it("refuses a picked place without a known state or country: 'Select a valid pickup location'", async () => {
    setup();
    await userEvent.type(address(), 'nowhere');
    await userEvent.click(await screen.findByRole('option', { name: '12 Foo Road' }));
    expect(await screen.findByText('Select a valid pickup location')).toBeInTheDocument();
    expect(address()).toHaveAccessibleDescription(
      expect.stringContaining('We could not place that address. Add its city and state'),
    );
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(state).toBeDisabled();
    expect(state).toHaveAccessibleDescription('Filled in from the address you pick above.');
  });

  it('says what a partial place lacks: a country alone has no state to fill', async () => {
    setup();
    await userEvent.type(address(), 'Nig');
    await userEvent.click(await screen.findByRole('option', { name: 'Nigeria' }));
    expect(await screen.findByText('Select a valid pickup location')).toBeInTheDocument();
    expect(
      screen.getByText(
        'That result is a whole country. Type your street and city, then pick the full address.',
      ),
    ).toBeInTheDocument();

    // Typing on clears the explanation; a city-level place fills State and City.
    await userEvent.clear(address());
    expect(screen.queryByText(/That result is a whole country/)).not.toBeInTheDocument();
    await userEvent.type(address(), 'Ikeja');
    await userEvent.click(await screen.findByRole('option', { name: ikeja.formatted_address }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos'));
    expect(screen.getByRole('combobox', { name: 'State' })).toBeEnabled();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Ikeja'));
    expect(screen.getByRole('combobox', { name: 'City' })).toBeEnabled();
    expect(screen.queryByText('Select a valid pickup location')).not.toBeInTheDocument();
  });

  it('fills State and City even when the place is picked before the country list has loaded', async () => {
    let answerCountries: () => void = () => {};
    const countriesLoaded = new Promise<void>((resolve) => (answerCountries = resolve));
    setup({
      'GET /v1/address/countries': async () => {
        await countriesLoaded;
        return [200, envelope(page(countries))];
      },
    });
    await userEvent.type(address(), 'Ikeja');
    await userEvent.click(await screen.findByRole('option', { name: ikeja.formatted_address }));
    answerCountries();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('Lagos'));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Ikeja'));
    expect(screen.queryByText('Select a valid pickup location')).not.toBeInTheDocument();
  });

  it('searches after a pause, fills state and city from the picked place, and sends the payload', async () => {
    const { fetchMock, onSubmitted } = setup();
    await pickLagos();
    const searches = fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/maps'));
    expect(searches.map(([url]) => new URL(String(url), 'http://x').searchParams.get('q'))).toEqual([
      '14 Balogun',
    ]);
    expect(address()).toHaveValue(lagos.formatted_address);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Lagos Island'));

    // Another state empties the city, whose options follow the state.
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Ogun');
    const city = screen.getByRole('combobox', { name: 'City' });
    expect(city).toHaveValue('');
    await userEvent.selectOptions(city, await screen.findByRole('option', { name: 'Abeokuta' }));

    await userEvent.click(screen.getByRole('radio', { name: /Registered business/ }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Annual revenue range (NGN)' }),
      'Above 2,000,000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add USD range' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add GBP range' }));
    expect(screen.queryByRole('button', { name: /^Add .* range$/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove GBP range' }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Annual revenue range (USD)' }),
      'Up to 20,000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(onSubmitted.mock.calls[0]![1]).toBe('Level 1 verification complete');
    expect(sentBodies(fetchMock, 'POST /v1/dashboard/upgrade-stage-one')).toEqual([
      {
        placeId: 'p-lagos',
        businessAddress: lagos.formatted_address,
        country: 'Nigeria',
        state: 'Ogun',
        city: 'Abeokuta',
        zip: '',
        line1: '14 Balogun Street',
        latitude: 6.4541,
        longitude: 3.3947,
        businessType: 'registered_business',
        annualTransactionRange: [
          { currencyCode: 'NGN', from: 2_000_000, to: 500_000_000 },
          { currencyCode: 'USD', from: 5_000, to: 20_000 },
        ],
      },
    ]);
  });

  it("puts the server's field errors on the fields", async () => {
    setup({
      'POST /v1/dashboard/upgrade-stage-one': () => [
        400,
        {
          ...failure(400, 'Invalid request'),
          errors: [{ path: 'body.state', message: 'Select a valid state' }],
        },
      ],
    });
    await pickLagos();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'City' })).toHaveValue('Lagos Island'));
    await userEvent.click(screen.getByRole('radio', { name: /Sole trader/ }));
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Annual revenue range (NGN)' }),
      'Below 50,000',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Select a valid state')).toBeInTheDocument();
  });
});

describe('geolocation on load (SPEC §2, §8)', () => {
  it('offers the place near the browser as the first suggestion', async () => {
    const getCurrentPosition = stubGeolocation({ latitude: 6.6018, longitude: 3.3515 });
    const { fetchMock } = setup();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) => String(url) === '/api/geo-code?lat=6.6018&lng=3.3515'),
      ).toBe(true),
    );
    await userEvent.click(address());
    const listbox = await screen.findByRole('listbox', { name: 'Address suggestions' });
    expect(within(listbox).getByRole('option')).toHaveTextContent('Near youIkeja, Lagos, Nigeria');
  });

  it("alerts 'Geolocation is not supported by your browser.' without geolocation", () => {
    stubGeolocation(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    setup();
    expect(alert).toHaveBeenCalledWith('Geolocation is not supported by your browser.');
  });
});
