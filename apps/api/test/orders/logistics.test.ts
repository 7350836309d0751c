import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { pickupBody } from './helpers.ts';

describe('logistics: states, cities, dimensions, pickup addresses, companies', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  const get = (url: string, m?: TestMerchant) => t.app.inject({ method: 'GET', url, headers: m?.headers });
  const send = (method: 'POST' | 'PUT', url: string, m: TestMerchant, payload: unknown) =>
    t.app.inject({ method, url, headers: m.headers, payload: payload as Record<string, unknown> });

  beforeAll(async () => {
    t = await createTestApp();
    [ada, bola] = await Promise.all([createMerchant(t), createMerchant(t)]);
  });
  afterAll(() => t.close());

  it('lists the 36 Nigerian states and the FCT as terminalStates', async () => {
    const res = await get('/v1/logistic/states?countryCode=NG');
    expect(res.statusCode).toBe(200);
    const { terminalStates } = res.json().data;
    expect(terminalStates).toHaveLength(37);
    expect(terminalStates.map((s: { name: string }) => s.name)).toEqual(
      [...terminalStates.map((s: { name: string }) => s.name)].sort((a, b) => a.localeCompare(b)),
    );
    expect(terminalStates).toContainEqual(
      expect.objectContaining({ name: 'Lagos', isoCode: 'LA', countryCode: 'NG' }),
    );
    expect(terminalStates).toContainEqual(
      expect.objectContaining({ name: 'Federal Capital Territory', isoCode: 'FC' }),
    );
    expect((await get('/v1/logistic/states')).json().data.terminalStates).toHaveLength(37);
    const unknown = await get('/v1/logistic/states?countryCode=XX');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Logistics is not available in this country');
  });

  it('lists the cities of a state given by code or name', async () => {
    const byCode = (await get('/v1/logistic/cities?countryCode=NG&state=LA')).json().data.terminalCities;
    const byName = (await get('/v1/logistic/cities?countryCode=NG&state=lagos')).json().data.terminalCities;
    expect(byName).toEqual(byCode);
    expect(byCode.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['Ikeja', 'Lekki', 'Yaba']),
    );
    expect(byCode.every((c: { stateCode: string }) => c.stateCode === 'LA')).toBe(true);
    const fct = (await get('/v1/logistic/cities?countryCode=NG&state=FCT')).json().data.terminalCities;
    expect(fct.map((c: { name: string }) => c.name)).toContain('Abuja');
    const all = (await get('/v1/logistic/cities?countryCode=NG')).json().data.terminalCities;
    expect(all.length).toBeGreaterThan(100);
    const wrong = await get('/v1/logistic/cities?countryCode=NG&state=Atlantis');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Select a valid state');
  });

  it('lists the packaging presets, smallest first', async () => {
    const res = await get('/v1/logistic/dimensions');
    expect(res.statusCode).toBe(200);
    const presets = res.json().data;
    expect(presets.length).toBeGreaterThanOrEqual(5);
    for (const p of presets) {
      expect(p).toMatchObject({ sizeUnit: 'cm', weightUnit: 'kg' });
      for (const field of ['name', 'height', 'width', 'length', 'maxWeight']) expect(p).toHaveProperty(field);
    }
    const weights = presets.map((p: { maxWeight: number }) => p.maxWeight);
    expect(weights).toEqual([...weights].sort((a, b) => a - b));
  });

  it('adds pickup addresses (the first is the default) and changes them', async () => {
    const first = await send(
      'POST',
      '/v1/logistic/pickup-address',
      ada,
      pickupBody({ state: 'lagos state', city: 'ikeja' }),
    );
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 200, message: 'Pickup address added successfully' });
    expect(first.json().data).toMatchObject({
      state: 'Lagos',
      stateCode: 'LA',
      city: 'Ikeja',
      isDefault: true,
      address: '14 Balogun Street',
    });
    const second = (
      await send('POST', '/v1/logistic/pickup-address', ada, pickupBody({ state: 'Oyo', city: 'Ibadan' }))
    ).json().data;
    expect(second.isDefault).toBe(false);

    const changed = await send(
      'PUT',
      `/v1/logistic/pickup-address/${second.id}`,
      ada,
      pickupBody({ state: 'Oyo', city: 'Ogbomosho', isDefault: true }),
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      message: 'Pickup address changed',
      data: { city: 'Ogbomosho', isDefault: true },
    });
    const listed = (await get('/v1/logistic/pickup-address', ada)).json().data;
    expect(listed.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [second.id, true],
      [first.json().data.id, false],
    ]);
    // Unmarking the default keeps it: there is always one while any address exists.
    const kept = await send(
      'PUT',
      `/v1/logistic/pickup-address/${second.id}`,
      ada,
      pickupBody({ state: 'Oyo', city: 'Ibadan', isDefault: false }),
    );
    expect(kept.json().data.isDefault).toBe(true);
  });

  it('checks the state and the city of a pickup address, and keeps other merchants out', async () => {
    const city = await send(
      'POST',
      '/v1/logistic/pickup-address',
      ada,
      pickupBody({ state: 'Lagos', city: 'Kano' }),
    );
    expect(city.statusCode).toBe(400);
    expect(city.json().errors).toEqual([{ path: 'body.city', message: 'Select a valid city' }]);
    const state = await send('POST', '/v1/logistic/pickup-address', ada, pickupBody({ state: 'Nowhere' }));
    expect(state.json().message).toBe('Select a valid state');
    const mine = (await get('/v1/logistic/pickup-address', ada)).json().data[0];
    const theirs = await send('PUT', `/v1/logistic/pickup-address/${mine.id}`, bola, pickupBody());
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Pickup address not found');
    expect((await get('/v1/logistic/pickup-address', bola)).json().data).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/logistic/pickup-address' })).statusCode).toBe(401);
  });

  it('concurrent first addresses still leave exactly one default', async () => {
    const m = await createMerchant(t);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => send('POST', '/v1/logistic/pickup-address', m, pickupBody())),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const listed = (await get('/v1/logistic/pickup-address', m)).json().data;
    expect(listed.filter((a: { isDefault: boolean }) => a.isDefault)).toHaveLength(1);
  });

  it('adds logistics companies with their contact and rates, and lists them', async () => {
    const body = {
      name: 'GIG Logistics',
      contactName: 'Emeka',
      email: 'ops@gig.example',
      phone: '+2348090000000',
      rates: [{ label: 'Within Lagos', amount: 2500.5 }],
    };
    const added = await send('POST', '/v1/logistic', ada, body);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'Logistics company added successfully',
      data: { name: 'GIG Logistics', rates: [{ label: 'Within Lagos', amount: 2500.5 }] },
    });
    const again = await send('POST', '/v1/logistic', ada, { ...body, name: 'gig logistics' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This logistics company is already in your list');
    expect((await send('POST', '/v1/logistic', ada, { name: 'Kwik', phone: '12' })).statusCode).toBe(400);
    expect((await send('POST', '/v1/logistic', bola, body)).statusCode).toBe(200);
    const mine = (await get('/v1/logistic', ada)).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      name: 'GIG Logistics',
      contactName: 'Emeka',
      email: 'ops@gig.example',
      phone: '+2348090000000',
    });
    expect((await t.app.inject({ method: 'GET', url: '/v1/logistic' })).statusCode).toBe(401);
  });
});
