import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  terminalAddress,
  terminalCity,
  terminalEnvelope,
  terminalPackaging,
  terminalParcel,
  terminalRate,
  terminalRefusal,
  terminalShipment,
  terminalState,
} from '../../src/providers/logistics/terminal/terminal-wire.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { carrierSim } from '../helpers/carrier.ts';

/**
 * The built-in carrier served over HTTP answers Terminal's documented requests (terminal-fixtures.ts has
 * the pages) in the documented shapes: `{ status, message, data }`, a 400 refusal with its message, 401
 * without the key.
 */
describe("the carrier simulation serves Terminal's contract over HTTP", () => {
  let t: TestApp;
  let call: (
    method: string,
    path: string,
    body?: unknown,
    key?: string,
  ) => Promise<{ status: number; body: unknown }>;
  const data = <S extends z.ZodType>(schema: S, answer: { status: number; body: unknown }): z.output<S> => {
    expect(answer.status).toBe(200);
    return (terminalEnvelope(schema).parse(answer.body) as { data: z.output<S> }).data;
  };
  const refused = (answer: { status: number; body: unknown }) => {
    expect(answer.status).toBe(400);
    return terminalRefusal.parse(answer.body).message;
  };

  beforeAll(async () => {
    t = await createTestApp();
    const { baseUrl } = carrierSim(t);
    call = async (method, path, body, key = t.env.TERMINAL_SECRET_KEY) => {
      const response = await fetch(baseUrl + path, {
        method,
        headers: { authorization: `Bearer ${key}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      });
      return { status: response.status, body: await response.json() };
    };
  });
  afterAll(() => t.close());

  const lagosAddress = (overrides: Record<string, unknown> = {}) => ({
    first_name: 'Augustus',
    last_name: 'Obi',
    email: 'augustus_obi@shipmonk.ng',
    phone: '+2348122340000',
    line1: '1121 Allen Avenue',
    city: 'ikeja',
    state: 'Lagos State',
    country: 'NG',
    is_residential: true,
    ...overrides,
  });

  it('refuses a call without the secret key (401) and answers refusals as 400 with a message', async () => {
    expect(await call('GET', '/packaging', undefined, 'sk_test_wrong_key_000')).toEqual({
      status: 401,
      body: { status: false, message: 'Invalid or expired secret key' },
    });
    expect(refused(await call('POST', '/addresses', lagosAddress({ state: 'Atlantis' })))).toBe(
      'Unknown state "Atlantis"',
    );
    expect(refused(await call('POST', '/addresses', lagosAddress({ city: 'Aba' })))).toBe(
      'The carrier does not serve Aba, Lagos State',
    );
    expect(refused(await call('POST', '/addresses', lagosAddress({ country: 'GH' })))).toBe(
      'The carrier delivers within Nigeria only',
    );
  });

  it('walks the documented booking flow: address, packaging, parcel, rates, shipment, pickup, tracking', async () => {
    const from = data(terminalAddress, await call('POST', '/addresses', lagosAddress()));
    expect(from).toMatchObject({ city: 'Ikeja', state: 'Lagos', country: 'NG' });
    const to = data(
      terminalAddress,
      await call('POST', '/addresses', lagosAddress({ city: 'Aba', state: 'Abia' })),
    );
    const box = {
      name: 'Contract box',
      type: 'box',
      length: 40,
      width: 30,
      height: 25,
      size_unit: 'cm',
      weight: 0.2,
      weight_unit: 'kg',
    };
    const packaging = data(terminalPackaging, await call('POST', '/packaging', box));
    expect(data(terminalPackaging, await call('POST', '/packaging', box)).packaging_id).toBe(
      packaging.packaging_id,
    );
    expect(data(z.array(terminalPackaging), await call('GET', '/packaging'))).toContainEqual(packaging);
    const item = {
      name: 'Rubber Boots',
      description: 'Boots',
      currency: 'NGN',
      value: 25000,
      quantity: 2,
      weight: 1.25,
    };
    const parcel = data(
      terminalParcel,
      await call('POST', '/parcels', { packaging: packaging.packaging_id, weight_unit: 'kg', items: [item] }),
    );
    expect(parcel.weight).toBe(2.5);
    const query = `pickup_address=${from.address_id}&delivery_address=${to.address_id}&parcel_id=${parcel.parcel_id}`;
    const rates = data(z.array(terminalRate), await call('GET', `/rates/shipment?${query}&currency=NGN`));
    expect(rates.map((r) => r.carrier_rate_description).sort()).toEqual([
      'EXPRESS',
      'EXPRESS',
      'STANDARD',
      'STANDARD',
    ]);
    const order = {
      merchant_id: '0190f0c2-0000-7000-8000-000000000001',
      order_id: '0190f0c2-0000-7000-8000-000000000002',
    };
    const shipmentBody = {
      address_from: from.address_id,
      address_to: to.address_id,
      parcel: parcel.parcel_id,
      metadata: order,
    };
    const draft = data(terminalShipment, await call('POST', '/shipments', shipmentBody));
    expect(draft).toMatchObject({ status: 'draft', events: [], metadata: order });
    // One shipment per order: asking again answers the same draft.
    expect(data(terminalShipment, await call('POST', '/shipments', shipmentBody)).shipment_id).toBe(
      draft.shipment_id,
    );
    const pickup = { rate_id: rates[0]!.rate_id, shipment_id: draft.shipment_id };
    const arranged = data(terminalShipment, await call('POST', '/shipments/pickup', pickup));
    expect(arranged).toMatchObject({ status: 'confirmed', extras: { carrier_name: rates[0]!.carrier_name } });
    expect(arranged.events).toEqual([
      expect.objectContaining({ status: 'confirmed', location: 'Ikeja, Lagos' }),
    ]);
    expect(refused(await call('POST', '/shipments/pickup', pickup))).toBe(
      'Pickup for this shipment has already been arranged',
    );
    expect(data(terminalShipment, await call('GET', `/shipments/track/${draft.shipment_id}`))).toEqual(
      arranged,
    );
    expect(refused(await call('GET', '/shipments/track/SH-00000000000'))).toBe('Shipment not found');
    const cancelled = data(
      terminalShipment,
      await call('POST', '/shipments/cancel', { shipment_id: draft.shipment_id }),
    );
    expect(cancelled.status).toBe('cancelled');
    expect(refused(await call('POST', '/shipments/cancel', { shipment_id: draft.shipment_id }))).toBe(
      'This shipment can no longer be cancelled',
    );
  });

  it('lists the states and cities it serves', async () => {
    const states = data(z.array(terminalState), await call('GET', '/states?country_code=NG'));
    expect(states).toHaveLength(37);
    expect(states).toContainEqual(
      expect.objectContaining({ name: 'Lagos', isoCode: 'LA', countryCode: 'NG' }),
    );
    const cities = data(z.array(terminalCity), await call('GET', '/cities?country_code=NG&state_code=LA'));
    expect(cities).toContainEqual(expect.objectContaining({ name: 'Ikeja', stateCode: 'LA' }));
  });
});
