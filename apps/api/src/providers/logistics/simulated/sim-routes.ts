import { DELIVERY_TYPES } from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { capitalOf, citiesOf, findPlaceCountry, findState, resolveNigerianPlace } from '../places.ts';
import {
  type TerminalAddress,
  type TerminalParcel,
  terminalPackaging,
  terminalParcelItem,
  type TerminalRate,
} from '../terminal/terminal-wire.ts';
import { ok, read, type SimContext, SimRefusal } from './sim-http.ts';
import { simStore, terminalId } from './sim-store.ts';
import { deliveryDays, SIMULATED_CARRIERS, simulatedRate } from './tariff.ts';

const optionalText = z.string().optional().default('');
const addressBody = z.object({
  first_name: optionalText,
  last_name: optionalText,
  name: z.string().optional(),
  email: optionalText,
  phone: optionalText,
  line1: optionalText,
  city: z.string(),
  state: z.string(),
  country: z.string(),
  metadata: z.record(z.string(), z.unknown()).optional(),
});
// A request carries what the answer does, less the ids the carrier gives (the one contract, terminal-wire.ts).
const packagingBody = terminalPackaging.omit({ packaging_id: true });
const parcelBody = z.object({
  description: z.string().optional(),
  packaging: z.string().min(1),
  weight_unit: z.literal('kg'),
  items: z.array(terminalParcelItem).min(1, 'A parcel needs at least one item'),
});
const ratesQuery = z.object({
  pickup_address: z.string().min(1),
  delivery_address: z.string().min(1),
  parcel_id: z.string().min(1),
  currency: z.literal('NGN').default('NGN'),
});

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Addresses (checked against the states and cities served), packaging, parcels, rates, states and cities. */
export async function simReferenceRoutes(app: FastifyInstance, { ctx }: { ctx: SimContext }) {
  app.post('/addresses', async (request) => {
    const body = read(addressBody, request.body);
    if (body.country.trim().toUpperCase() !== 'NG')
      throw new SimRefusal('The carrier delivers within Nigeria only');
    const name = body.name?.trim() || `${body.first_name} ${body.last_name}`.trim();
    if (!name || !body.phone.trim()) throw new SimRefusal('An address needs a contact name and phone');
    const place = resolveNigerianPlace(body.state, body.city);
    if ('problem' in place) {
      throw new SimRefusal(
        place.problem === 'state'
          ? `Unknown state "${body.state}"`
          : `The carrier does not serve ${body.city}, ${body.state}`,
      );
    }
    const address: TerminalAddress = {
      address_id: terminalId('AD'),
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
      phone: body.phone,
      line1: body.line1,
      city: place.city.name,
      state: place.state.name,
      country: 'NG',
      coordinates: { lat: place.city.latitude, lng: place.city.longitude },
      ...(body.metadata ? { metadata: body.metadata } : {}),
    };
    await simStore.saveAddress(ctx.db, address);
    return ok('Address created successfully', address);
  });

  app.get('/packaging', async () =>
    ok('Packaging retrieved successfully', await simStore.packagingList(ctx.db)),
  );

  app.post('/packaging', async (request) => {
    const body = read(packagingBody, request.body);
    const packaging = await simStore.savePackaging(ctx.db, { packaging_id: terminalId('PA'), ...body });
    return ok('Packaging created successfully', packaging);
  });

  app.post('/parcels', async (request) => {
    const body = read(parcelBody, request.body);
    if (!(await simStore.packaging(ctx.db, body.packaging))) throw new SimRefusal('Packaging not found');
    const parcel: TerminalParcel = {
      parcel_id: terminalId('PC'),
      packaging: body.packaging,
      items: body.items,
      weight: round2(body.items.reduce((sum, item) => sum + item.weight * item.quantity, 0)),
      weight_unit: 'kg',
    };
    await simStore.saveParcel(ctx.db, parcel);
    return ok('Parcel created successfully', parcel);
  });

  app.get('/rates/shipment', async (request) => {
    const query = read(ratesQuery, request.query);
    const [pickup, delivery, parcel] = await Promise.all([
      simStore.address(ctx.db, query.pickup_address),
      simStore.address(ctx.db, query.delivery_address),
      simStore.parcel(ctx.db, query.parcel_id),
    ]);
    if (!pickup || !delivery) throw new SimRefusal('Address not found');
    if (!parcel) throw new SimRefusal('Parcel not found');
    const from = { latitude: pickup.coordinates.lat, longitude: pickup.coordinates.lng };
    const to = { latitude: delivery.coordinates.lat, longitude: delivery.coordinates.lng };
    const rates: TerminalRate[] = SIMULATED_CARRIERS.flatMap((carrier) =>
      DELIVERY_TYPES.map((deliveryType) => {
        const { amount, km } = simulatedRate(from, to, parcel.weight, deliveryType, carrier.priceFactor);
        const days = deliveryDays(km, deliveryType, carrier.extraDays);
        return {
          rate_id: terminalId('RT'),
          amount: amount / 100,
          currency: 'NGN',
          carrier_name: carrier.name,
          carrier_rate_description: deliveryType.toUpperCase(),
          delivery_time: `Within ${days} day${days === 1 ? '' : 's'}`,
          delivery_eta: days * 24 * 60,
        };
      }),
    );
    const on = { pickup: query.pickup_address, delivery: query.delivery_address, parcel: query.parcel_id };
    await simStore.saveRates(ctx.db, on, rates);
    return ok('Rates retrieved successfully', rates);
  });

  app.get('/states', async (request) => {
    const { country_code } = read(z.object({ country_code: z.string() }), request.query);
    const country = findPlaceCountry(country_code);
    if (!country) throw new SimRefusal('Country not supported');
    const states = country.states.map((state) => {
      const capital = capitalOf(state);
      const { latitude, longitude } = capital;
      return { name: state.name, isoCode: state.code, countryCode: country.iso2, latitude, longitude };
    });
    return ok('States retrieved successfully', states);
  });

  app.get('/cities', async (request) => {
    const query = read(z.object({ country_code: z.string(), state_code: z.string() }), request.query);
    const country = findPlaceCountry(query.country_code);
    const state = country && findState(country, query.state_code);
    if (!country || !state) throw new SimRefusal('State not found');
    const cities = citiesOf(state).map(({ name, latitude, longitude }) => ({
      name,
      stateCode: state.code,
      countryCode: country.iso2,
      latitude,
      longitude,
    }));
    return ok('Cities retrieved successfully', cities);
  });
}
