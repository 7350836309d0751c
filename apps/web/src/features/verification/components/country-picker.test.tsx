import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { envelope, failure, mockFetch } from '@/testing/mock-fetch';
import { filterCountries, sortCountriesByName } from '../utils/countries';
import { CountryPicker } from './country-picker';
import { countries, page, renderWithQuery } from './test-utils';

describe('country search', () => {
  it('sorts loaded countries by name and filters them by name, ignoring case', () => {
    const sorted = sortCountriesByName(countries);
    expect(sorted.map((c) => c.name)).toEqual([
      'Australia',
      'Ghana',
      'Nigeria',
      'United Kingdom',
      'United States',
    ]);
    expect(filterCountries(sorted, '  UNITED ').map((c) => c.iso2)).toEqual(['GB', 'US']);
    expect(filterCountries(sorted, 'ia').map((c) => c.name)).toEqual(['Australia', 'Nigeria']);
    expect(filterCountries(sorted, '')).toHaveLength(5);
    expect(filterCountries(sorted, 'zz')).toEqual([]);
  });
});

describe('country picker modal', () => {
  it('lists the countries by name, filters them with its search box and picks one', async () => {
    const fetchMock = mockFetch({ 'GET /v1/address/countries': () => [200, envelope(page(countries))] });
    const onSelect = vi.fn();
    const onOpenChange = vi.fn();
    renderWithQuery(
      <CountryPicker open onOpenChange={onOpenChange} selected={countries[0]} onSelect={onSelect} />,
    );
    const list = await screen.findByRole('list', { name: 'Countries' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Australia+61', 'Ghana+233', 'Nigeria+234', 'United Kingdom+44', 'United States+1']);
    expect(within(list).getByRole('button', { name: /Nigeria/ })).toHaveAttribute('aria-pressed', 'true');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/v1/address/countries?page=1&limit=250');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search countries' }), 'king');
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['United Kingdom+44']);
    await userEvent.click(within(list).getByRole('button', { name: /United Kingdom/ }));
    expect(onSelect).toHaveBeenCalledWith(countries[1]);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('says when no country matches', async () => {
    mockFetch({ 'GET /v1/address/countries': () => [200, envelope(page(countries))] });
    renderWithQuery(<CountryPicker open onOpenChange={() => {}} selected={undefined} onSelect={() => {}} />);
    await screen.findByRole('list', { name: 'Countries' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search countries' }), 'Atlantis');
    expect(screen.getByRole('status')).toHaveTextContent('No country matches “Atlantis”');
  });

  it("fails with 'Could not get countries. Try again later.' when the server gives no message", async () => {
    mockFetch({ 'GET /v1/address/countries': () => [404, failure(404, '')] });
    const { queryClient } = renderWithQuery(
      <CountryPicker open onOpenChange={() => {}} selected={undefined} onSelect={() => {}} />,
    );
    await vi.waitFor(() =>
      expect(queryClient.getQueryState(['address', 'countries'])?.error?.message).toBe(
        'Could not get countries. Try again later.',
      ),
    );
  });
});
