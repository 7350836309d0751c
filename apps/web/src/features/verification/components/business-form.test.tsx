import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { envelope, failure, sentBodies } from '@/testing/mock-fetch';
import { lagos, ikeja, setup, address, pickLagos } from '../testing/business-form-fixtures';
import { stubGeolocation } from '../testing/geolocation-stub';
import { countries, page } from './test-utils';

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
