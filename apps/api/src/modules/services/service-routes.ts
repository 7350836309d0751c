import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import {
  envelope,
  errorEnvelope,
  optionalIdempotencyHeaders,
  paginated,
  serviceCreateBody,
  serviceIdsBody,
  serviceListQuery,
  serviceMessages,
  serviceSchema,
  serviceUpdateBody,
} from '@oja/contracts';
import { z } from 'zod';
import { editOf, ifMatchHeaders } from '../../lib/record-version.ts';
import { ok } from '../../lib/reply.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import {
  createService,
  deleteServices,
  getService,
  listServices,
  serviceCap,
  updateService,
} from './service-service.ts';
import { signedInRoutes } from '../../plugins/auth.ts';

const tags = ['services'];
const idParams = z.object({ id: z.string() });

/** The services of docs/product/services.md#calls with their exact paths (create and update carry a verb in the path). */
export async function serviceRoutes(app: FastifyInstance, { env }: { env: Env }) {
  const cap = serviceCap(env.SERVICES_PER_MERCHANT);
  const typed = signedInRoutes(app);

  typed.get(
    '/v1/services',
    {
      config: { permission: 'products.read' },
      schema: {
        tags,
        querystring: serviceListQuery,
        response: { 200: envelope(paginated(serviceSchema)), 400: errorEnvelope },
      },
    },
    async (request) =>
      ok(await listServices(app.db, request.user.id, request.query), serviceMessages.fetchedAll),
  );

  typed.post(
    '/v1/services/create',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        headers: optionalIdempotencyHeaders,
        body: serviceCreateBody,
        response: {
          201: envelope(serviceSchema),
          400: errorEnvelope,
          409: errorEnvelope,
          422: errorEnvelope,
        },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await createService(db, request.user.id, request.body, cap),
        message: serviceMessages.created,
      })),
  );

  typed.get(
    '/v1/services/:id',
    {
      config: { permission: 'products.read' },
      schema: { tags, params: idParams, response: { 200: envelope(serviceSchema), 404: errorEnvelope } },
    },
    async (request) =>
      ok(await getService(app.db, request.user.id, request.params.id), serviceMessages.fetchedOne),
  );

  typed.put(
    '/v1/services/update/:id',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        params: idParams,
        headers: ifMatchHeaders,
        body: serviceUpdateBody,
        response: {
          200: envelope(serviceSchema),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
        },
      },
    },
    async (request) => ok(await updateService(app.db, ...editOf(request)), serviceMessages.updated),
  );

  typed.delete(
    '/v1/services',
    {
      config: { permission: 'products.write' },
      schema: {
        tags,
        summary: 'Delete services by id, all or nothing',
        body: serviceIdsBody,
        response: {
          200: envelope(z.object({ deleted: z.number().int() })),
          400: errorEnvelope,
          404: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        { deleted: await deleteServices(app.db, request.user.id, request.body.ids) },
        serviceMessages.deleted,
      ),
  );
}
