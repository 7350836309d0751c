import {
  envelope,
  errorEnvelope,
  logisticsMessages,
  packagingPreset,
  terminalCities as terminalCitiesSchema,
  terminalCitiesQuery,
  terminalStates as terminalStatesSchema,
  terminalStatesQuery,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { PACKAGING } from '../../providers/logistics/packaging.ts';
import { terminalCities, terminalStates } from './places-service.ts';

const tags = ['logistics'];

/** Public reference data of logistics: states, cities (Terminal Africa's shapes) and packaging presets. */
export async function logisticsReferenceRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/logistic/states',
    {
      schema: {
        tags,
        querystring: terminalStatesQuery,
        response: { 200: envelope(terminalStatesSchema), 400: errorEnvelope },
      },
    },
    async (request) =>
      ok({ terminalStates: terminalStates(request.query.countryCode) }, logisticsMessages.statesFetched),
  );

  r.get(
    '/v1/logistic/cities',
    {
      schema: {
        tags,
        querystring: terminalCitiesQuery,
        response: { 200: envelope(terminalCitiesSchema), 400: errorEnvelope },
      },
    },
    async (request) =>
      ok(
        { terminalCities: terminalCities(request.query.countryCode, request.query.state) },
        logisticsMessages.citiesFetched,
      ),
  );

  r.get(
    '/v1/logistic/dimensions',
    {
      schema: {
        tags,
        summary: 'The packaging presets Oja ships in (registered with the carrier on first use)',
        response: { 200: envelope(z.array(packagingPreset)) },
      },
    },
    async () => ok([...PACKAGING], logisticsMessages.dimensionsFetched),
  );
}
