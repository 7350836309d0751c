import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';

describe('countries and states', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));
  const get = (url: string) => t.app.inject({ method: 'GET', url });

  it('lists about 250 countries, Nigeria, United Kingdom and United States first', async () => {
    const res = await get('/v1/address/countries?page=1&limit=250');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ page: 1, limit: 250, totalPages: 1, totalResults: 250 });
    expect(data.results).toHaveLength(250);
    expect(data.results.slice(0, 3).map((c: { name: string }) => c.name)).toEqual([
      'Nigeria',
      'United Kingdom',
      'United States',
    ]);
    expect(data.results[0]).toEqual({
      id: 'NG',
      name: 'Nigeria',
      iso2: 'NG',
      iso3: 'NGA',
      currency: 'NGN',
      currency_name: 'Nigerian naira',
      currency_symbol: '₦',
      phone_code: '234',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(data.results[1]).toMatchObject({
      iso3: 'GBR',
      currency: 'GBP',
      currency_symbol: '£',
      phone_code: '44',
    });
    const rest = data.results.slice(3).map((c: { name: string }) => c.name);
    expect(rest).toEqual([...rest].sort((a: string, b: string) => a.localeCompare(b, 'en')));
    const codes = new Set(data.results.map((c: { iso2: string }) => c.iso2));
    expect(codes.size).toBe(250);
    for (const country of data.results) {
      expect(country.iso2).toMatch(/^[A-Z]{2}$/);
      expect(country.iso3).toMatch(/^[A-Z]{3}$/);
      expect(country.phone_code).toMatch(/^\d{1,4}$/);
    }
  });

  it('pages the countries', async () => {
    const res = await get('/v1/address/countries?page=2&limit=100');
    expect(res.json().data).toMatchObject({ page: 2, limit: 100, totalPages: 3, totalResults: 250 });
    expect(res.json().data.results).toHaveLength(100);
    expect((await get('/v1/address/countries?limit=251')).statusCode).toBe(400);
  });

  it('lists the 36 states and the FCT of Nigeria', async () => {
    const res = await get('/v1/address/countries/NG/states?page=1&limit=40');
    expect(res.statusCode).toBe(200);
    const { results, totalResults } = res.json().data;
    expect(totalResults).toBe(37);
    const names = results.map((s: { name: string }) => s.name);
    expect(names).toEqual(
      expect.arrayContaining(['Lagos', 'Federal Capital Territory', 'Kano', 'Rivers', 'Zamfara']),
    );
    expect(results.find((s: { name: string }) => s.name === 'Lagos')).toEqual({
      id: 'NG-LA',
      name: 'Lagos',
      state_code: 'LA',
      country_code: 'NG',
    });
  });

  it('lists the UK nations and regions and every US state', async () => {
    const gb = (await get('/v1/address/countries/gb/states?limit=40')).json().data;
    expect(gb.totalResults).toBe(12);
    expect(gb.results.map((s: { name: string }) => s.name)).toEqual(
      expect.arrayContaining(['Scotland', 'Wales', 'Northern Ireland', 'London', 'North West']),
    );
    const us = (await get('/v1/address/countries/US/states?page=2&limit=40')).json().data;
    expect(us).toMatchObject({ totalResults: 51, totalPages: 2, page: 2 });
    expect(us.results).toHaveLength(11);
  });

  it('answers an empty list for a country without bundled states and 404 for an unknown code', async () => {
    expect((await get('/v1/address/countries/FR/states')).json().data).toMatchObject({
      results: [],
      totalResults: 0,
    });
    const unknown = await get('/v1/address/countries/ZZ/states');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Country not found');
    expect((await get('/v1/address/countries/NGA/states')).statusCode).toBe(400);
  });
});

describe('maps: autocomplete, geo-code, reverse geocoding', () => {
  let t: TestApp, merchant: TestMerchant;
  suiteApp(async () => ({ t, m: merchant } = await withMerchant(createTestApp())));
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: merchant.headers });
  const suggest = async (q: string) =>
    (await get(`/api/maps?type=autocomplete&q=${encodeURIComponent(q)}`)).json().data.results as Array<{
      description: string;
      place_id: string;
    }>;

  it('builds suggestions from a street query and the gazetteer cities', async () => {
    const results = await suggest('14 Balogun Street, Lagos');
    expect(results.length).toBeGreaterThan(1);
    expect(results.length).toBeLessThanOrEqual(5);
    expect(results.map((r) => r.description)).toContain('14 Balogun Street, Lagos Island, Lagos, Nigeria');
    expect(
      results.every(
        (r) => r.description.startsWith('14 Balogun Street, ') && r.description.endsWith(', Lagos, Nigeria'),
      ),
    ).toBe(true);
  });

  it('narrows to the city named, completes a name being typed, and knows UK and US places', async () => {
    expect((await suggest('Plot 5, Ikeja, Lagos')).map((r) => r.description)).toEqual([
      'Plot 5, Ikeja, Lagos, Nigeria',
    ]);
    expect((await suggest('Port Harc')).map((r) => r.description)).toEqual([
      'Port Harcourt, Rivers, Nigeria',
    ]);
    expect((await suggest('221 Deansgate, Manchester M3 4EN'))[0]!.description).toBe(
      '221 Deansgate, Manchester, North West M3 4EN, United Kingdom',
    );
    expect((await suggest('500 Congress Ave, Austin, TX 78701')).map((r) => r.description)).toEqual([
      '500 Congress Ave, Austin, Texas 78701, United States',
    ]);
    expect((await suggest('Springfield')).length).toBe(3);
  });

  it('resolves a suggestion to the Address place', async () => {
    const [first] = await suggest('14 Balogun Street, Lagos Island, Lagos');
    const res = await get(`/api/geo-code?placeId=${encodeURIComponent(first!.place_id)}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      place_id: first!.place_id,
      formatted_address: '14 Balogun Street, Lagos Island, Lagos, Nigeria',
      latitude: expect.closeTo(6.45, 1),
      longitude: expect.closeTo(3.39, 1),
      state: 'Lagos',
      country: 'Nigeria',
      zip: '',
      city: 'Lagos Island',
      line1: '14 Balogun Street',
    });
  });

  it('gives unknown places no state and no country', async () => {
    const [unknown] = await suggest('12 Rue de Rivoli, Paris');
    expect(unknown!.description).toBe('12 Rue de Rivoli, Paris');
    const place = (await get(`/api/geo-code?placeId=${encodeURIComponent(unknown!.place_id)}`)).json().data;
    expect(place).toMatchObject({
      state: '',
      country: '',
      city: '',
      latitude: null,
      line1: '12 Rue de Rivoli, Paris',
    });
  });

  it('answers 404 for a place id it did not issue', async () => {
    for (const id of ['ChIJN1t_tDeuEmsRUsoyG83frY4', 'gz1_!!!', 'gz1_WyJOWiIsIkFVSyIsImEiLCIiLCIiXQ']) {
      const res = await get(`/api/geo-code?placeId=${encodeURIComponent(id)}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Place not found');
    }
  });

  it('reverse-geocodes coordinates to the nearest gazetteer city', async () => {
    const ikeja = (await get('/api/geo-code?lat=6.61&lng=3.35')).json().data;
    expect(ikeja).toMatchObject({ city: 'Ikeja', state: 'Lagos', country: 'Nigeria', line1: '' });
    const edinburgh = (await get('/api/geo-code?lat=55.95&lng=-3.2')).json().data;
    expect(edinburgh).toMatchObject({ city: 'Edinburgh', state: 'Scotland', country: 'United Kingdom' });
    const resolved = await get(`/api/geo-code?placeId=${encodeURIComponent(ikeja.place_id)}`);
    expect(resolved.json().data).toEqual(ikeja);
    const sea = await get('/api/geo-code?lat=0&lng=-30');
    expect(sea.statusCode).toBe(404);
  });

  it('validates its queries and needs a session', async () => {
    expect((await get('/api/geo-code')).json()).toMatchObject({
      code: 400,
      message: 'Provide placeId, or lat and lng',
    });
    expect((await get('/api/geo-code?lat=91&lng=0')).statusCode).toBe(400);
    expect((await get('/api/maps?type=details&q=Lagos')).statusCode).toBe(400);
    expect((await get('/api/maps?type=autocomplete&q=')).json().data).toEqual({ results: [] });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/maps?type=autocomplete&q=Lagos' })).statusCode,
    ).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/geo-code?lat=6&lng=3' })).statusCode).toBe(401);
  });
});
