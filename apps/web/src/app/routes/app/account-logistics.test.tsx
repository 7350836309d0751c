import type { LogisticsCompany, PickupAddress } from '@oja/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@/app/testing/render-app';
import { envelope, failure, mockFetch, type MockHandler, sentBodies } from '@/testing/mock-fetch';
import { testUser } from '@/testing/test-user';

const state = (name: string, isoCode: string) => ({
  name,
  isoCode,
  countryCode: 'NG',
  latitude: 6.5,
  longitude: 3.4,
});
const city = (name: string, stateName: string) => ({
  name,
  stateCode: stateName.slice(0, 2).toUpperCase(),
  stateName,
  countryCode: 'NG',
  latitude: 6.5,
  longitude: 3.4,
});
const citiesOf: Record<string, ReturnType<typeof city>[]> = {
  Lagos: [city('Ikeja', 'Lagos'), city('Lekki', 'Lagos')],
  Oyo: [city('Ibadan', 'Oyo'), city('Ogbomosho', 'Oyo')],
};

const saved: PickupAddress = {
  id: 'addr-1',
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phone: '+2348012345678',
  address: '12 Allen Avenue',
  line2: null,
  city: 'Ikeja',
  state: 'Lagos',
  stateCode: 'LA',
  countryCode: 'NG',
  zip: null,
  isDefault: true,
  createdAt: '2025-03-01T10:00:00.000Z',
  updatedAt: '2025-03-01T10:00:00.000Z',
  version: 1,
};

const setup = (handlers: Record<string, MockHandler> = {}) => {
  const cityQueries: URLSearchParams[] = [];
  const fetchMock = mockFetch({
    'GET /v1/users/profile': () => [200, envelope(testUser())],
    'GET /v1/logistic/pickup-address': () => [200, envelope([])],
    'GET /v1/logistic': () => [200, envelope([])],
    'GET /v1/logistic/states': () => [
      200,
      envelope({ terminalStates: [state('Lagos', 'LA'), state('Oyo', 'OY')] }),
    ],
    'GET /v1/logistic/cities': ({ query }) => {
      cityQueries.push(query);
      return [200, envelope({ terminalCities: citiesOf[query.get('state') ?? ''] ?? [] })];
    },
    ...handlers,
  });
  return { fetchMock, cityQueries };
};

const optionNames = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((o) => o.textContent);

describe('/account logistics', () => {
  it('adds a pickup address: the state first, then the city, which stays disabled until a state is chosen', async () => {
    const addresses: PickupAddress[] = [];
    const { fetchMock, cityQueries } = setup({
      'GET /v1/logistic/pickup-address': () => [200, envelope(addresses)],
      'POST /v1/logistic/pickup-address': ({ body }) => {
        addresses.push({ ...saved, ...(body as object), id: 'addr-2' });
        return [200, envelope(addresses[0], 'Pickup address added successfully')];
      },
    });
    renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Logistics' });
    expect(
      await within(section).findByText('Add the address the carrier collects your orders from.'),
    ).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Add pickup address' }));

    const dialog = await screen.findByRole('dialog', { name: 'Add pickup address' });
    const stateSelect = within(dialog).getByLabelText('State');
    const citySelect = within(dialog).getByLabelText('City');
    // Prefilled from the profile.
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ada');
    expect(within(dialog).getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(citySelect).toBeDisabled();
    expect(optionNames(citySelect)).toEqual(['Select a state first']);
    await waitFor(() => expect(optionNames(stateSelect)).toEqual(['Select a state', 'Lagos', 'Oyo']));
    expect(cityQueries).toHaveLength(0);

    await userEvent.selectOptions(stateSelect, 'Oyo');
    await waitFor(() => expect(citySelect).toBeEnabled());
    await waitFor(() => expect(optionNames(citySelect)).toEqual(['Select a city', 'Ibadan', 'Ogbomosho']));
    expect(cityQueries.at(-1)?.get('state')).toBe('Oyo');
    expect(cityQueries.at(-1)?.get('countryCode')).toBe('NG');
    await userEvent.selectOptions(citySelect, 'Ibadan');

    // Another state clears the city and lists its own.
    await userEvent.selectOptions(stateSelect, 'Lagos');
    await waitFor(() => expect(optionNames(citySelect)).toEqual(['Select a city', 'Ikeja', 'Lekki']));
    expect(citySelect).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(await within(dialog).findByText('Select a valid city')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/logistic/pickup-address')).toEqual([]);

    await userEvent.selectOptions(citySelect, 'Lekki');
    await userEvent.type(within(dialog).getByLabelText('Street address'), '3 Admiralty Way');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));

    expect(await screen.findByText('Pickup address added successfully')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /v1/logistic/pickup-address')).toEqual([
      expect.objectContaining({
        firstName: 'Ada',
        lastName: 'Obi',
        email: 'ada@example.com',
        address: '3 Admiralty Way',
        state: 'Lagos',
        city: 'Lekki',
        countryCode: 'NG',
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(section).findByText('3 Admiralty Way')).toBeInTheDocument();
  });

  it("edits a pickup address: 'Pickup address changed'", async () => {
    const { fetchMock } = setup({
      'GET /v1/logistic/pickup-address': () => [200, envelope([saved])],
      'PUT /v1/logistic/pickup-address/addr-1': ({ body }) => [
        200,
        envelope({ ...saved, ...(body as object) }, 'Pickup address changed'),
      ],
    });
    renderApp('/account');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit pickup address 12 Allen Avenue' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit pickup address' });
    expect(within(dialog).getByLabelText('City')).toBeEnabled();
    await waitFor(() => expect(within(dialog).getByLabelText('City')).toHaveValue('Ikeja'));
    const street = within(dialog).getByLabelText('Street address');
    await userEvent.clear(street);
    await userEvent.type(street, '14 Allen Avenue');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Pickup address changed')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /v1/logistic/pickup-address/addr-1')).toEqual([
      expect.objectContaining({ address: '14 Allen Avenue', state: 'Lagos', city: 'Ikeja' }),
    ]);
  });

  it("adds a logistics company, with 'Could not add Logistics. Try again later.' when the server gives no reason", async () => {
    const companies: LogisticsCompany[] = [];
    let fail = true;
    const { fetchMock } = setup({
      'GET /v1/logistic': () => [200, envelope(companies)],
      'POST /v1/logistic': ({ body }) => {
        if (fail) return [409, failure(409, '')];
        const input = body as LogisticsCompany;
        companies.push({
          ...input,
          id: 'co-1',
          contactName: input.contactName ?? null,
          email: null,
          createdAt: '',
        });
        return [200, envelope(companies[0], 'Logistics company added successfully')];
      },
    });
    renderApp('/account');
    const section = await screen.findByRole('region', { name: 'Logistics' });
    await userEvent.click(await within(section).findByRole('button', { name: 'Add logistics company' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add logistics company' });
    await userEvent.type(within(dialog).getByLabelText('Company name'), 'GIG Logistics');
    await userEvent.type(within(dialog).getByLabelText('Phone number'), '+234 700 444 7000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a rate' }));
    await userEvent.type(within(dialog).getByLabelText('Rate 1 name'), 'Within Lagos');
    await userEvent.type(within(dialog).getByLabelText('Rate 1 amount (₦)'), '2500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    expect(await screen.findByText('Could not add Logistics. Try again later.')).toBeInTheDocument();

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add company' }));
    expect(await screen.findByText('Logistics company added successfully')).toBeInTheDocument();
    const bodies = sentBodies(fetchMock, 'POST /v1/logistic');
    // Optional fields left empty are not sent.
    expect(bodies.at(-1)).toEqual({
      name: 'GIG Logistics',
      phone: '+234 700 444 7000',
      rates: [{ label: 'Within Lagos', amount: 2500 }],
    });
    expect(await within(section).findByText('GIG Logistics')).toBeInTheDocument();
    expect(within(section).getByText('Within Lagos: ₦2,500.00')).toBeInTheDocument();
  });
});
