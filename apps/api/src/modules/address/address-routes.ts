import {
  addressPlaceSchema,
  countriesPage,
  countriesQuery,
  countryCodeParams,
  envelope,
  geoCodeQuery,
  mapsQuery,
  placeSuggestions,
  statesPage,
  statesQuery,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/reply.ts';
import { createMapsProvider } from '../../providers/maps/gazetteer-maps.ts';
import type { MapsProvider } from '../../providers/maps/maps-provider.ts';
import { geoCode, listCountries, listStates, suggestPlaces } from './address-service.ts';

const tags = ['address'];

/**
 * Countries and states are public reference data. Address search and geocoding go through the maps
 * provider and need a session (a paid provider must not be open to the world).
 */
export async function addressRoutes(app: FastifyInstance, opts: { maps?: MapsProvider }) {
  const maps = opts.maps ?? createMapsProvider();
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/address/countries',
    { schema: { tags, querystring: countriesQuery, response: { 200: envelope(countriesPage) } } },
    async (request) => ok(listCountries(request.query), 'Countries fetched successfully'),
  );

  r.get(
    '/v1/address/countries/:code/states',
    {
      schema: {
        tags,
        params: countryCodeParams,
        querystring: statesQuery,
        response: { 200: envelope(statesPage) },
      },
    },
    async (request) => ok(listStates(request.params.code, request.query), 'States fetched successfully'),
  );

  r.get(
    '/api/maps',
    {
      config: { permission: 'orders.write' },
      onRequest: app.authenticate,
      schema: { tags, querystring: mapsQuery, response: { 200: envelope(placeSuggestions) } },
    },
    async (request) => ok({ results: await suggestPlaces(maps, request.query.q) }),
  );

  r.get(
    '/api/geo-code',
    {
      config: { permission: 'orders.write' },
      onRequest: app.authenticate,
      schema: { tags, querystring: geoCodeQuery, response: { 200: envelope(addressPlaceSchema) } },
    },
    async (request) => ok(await geoCode(maps, request.query)),
  );
}
