import {
  envelope,
  errorEnvelope,
  optionalIdempotencyHeaders,
  webhookDeliveryList,
  webhookEndpoint,
  webhookEndpointInput,
  webhookEndpointList,
  webhookEndpointUpdate,
  webhookMessages,
} from '@oja/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client.ts';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { idempotentCreate } from '../idempotency/index.ts';
import { endpointService } from './endpoint-service.ts';
import type { UrlPolicy } from './webhook-url.ts';

const tags = ['webhooks'];
const endpointId = z.uuid(webhookMessages.notFound);
const endpoint = z.object({ id: endpointId });
const delivery = z.object({ id: endpointId, deliveryId: z.uuid(webhookMessages.deliveryNotFound) });
const done = z.object({ done: z.literal(true) });
const fails = { 400: errorEnvelope, 404: errorEnvelope, 409: errorEnvelope, 422: errorEnvelope };

/**
 * The owner's webhook endpoints (decision 049, docs/webhooks.md): add, change, turn on or off, delete,
 * rotate the secret, send a test event, read the delivery log and send a delivery again. Owner-only: no
 * route declares a permission. Every POST takes an optional Idempotency-Key.
 */
export async function webhookRoutes(app: FastifyInstance, { policy }: { policy: UrlPolicy }) {
  const r = signedInRoutes(app);
  /** An action on an endpoint (200), done once per Idempotency-Key. */
  const action = <T>(
    request: FastifyRequest,
    reply: FastifyReply,
    write: (db: Executor) => Promise<{ data: T; message: string }>,
  ) => idempotentCreate(app.db, request, reply, write, { status: 200 });

  r.get(
    '/v1/webhooks',
    {
      schema: {
        tags,
        summary: 'The business’s webhook endpoints',
        response: { 200: envelope(webhookEndpointList) },
      },
    },
    async (request) => ok(await endpointService.list(app.db, request.user.id), webhookMessages.fetched),
  );

  r.post(
    '/v1/webhooks',
    {
      schema: {
        tags,
        summary: 'Add an endpoint (HTTPS) with the events it receives; it gets its own signing secret',
        headers: optionalIdempotencyHeaders,
        body: webhookEndpointInput,
        response: { 201: envelope(webhookEndpoint), ...fails },
      },
    },
    async (request, reply) =>
      idempotentCreate(app.db, request, reply, async (db) => ({
        data: await endpointService.create(db, policy, request.user.id, request.body),
        message: webhookMessages.created,
      })),
  );

  r.patch(
    '/v1/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Turn an endpoint on or off, or change its events or description',
        params: endpoint,
        body: webhookEndpointUpdate,
        response: { 200: envelope(webhookEndpoint), ...fails },
      },
    },
    async (request) =>
      ok(
        await endpointService.update(app.db, request.user.id, request.params.id, request.body),
        webhookMessages.updated,
      ),
  );

  r.delete(
    '/v1/webhooks/:id',
    {
      schema: {
        tags,
        summary: 'Delete an endpoint and its log',
        params: endpoint,
        response: { 200: envelope(done), ...fails },
      },
    },
    async (request) => {
      await endpointService.remove(app.db, request.user.id, request.params.id);
      return ok({ done: true as const }, webhookMessages.deleted);
    },
  );

  r.post(
    '/v1/webhooks/:id/rotate-secret',
    {
      schema: {
        tags,
        summary: 'Replace the signing secret; events sent from now on are signed with the new one',
        headers: optionalIdempotencyHeaders,
        params: endpoint,
        response: { 200: envelope(webhookEndpoint), ...fails },
      },
    },
    async (request, reply) =>
      action(request, reply, async (db) => ({
        data: await endpointService.rotateSecret(db, request.user.id, request.params.id),
        message: webhookMessages.rotated,
      })),
  );

  r.post(
    '/v1/webhooks/:id/test',
    {
      schema: {
        tags,
        summary: 'Queue a `webhook.test` event for this endpoint only',
        headers: optionalIdempotencyHeaders,
        params: endpoint,
        response: { 200: envelope(done), ...fails },
      },
    },
    async (request, reply) =>
      action(request, reply, async (db) => {
        await endpointService.sendTest(db, request.user.id, request.params.id);
        return { data: { done: true as const }, message: webhookMessages.testSent };
      }),
  );

  r.get(
    '/v1/webhooks/:id/deliveries',
    {
      schema: {
        tags,
        summary: 'The endpoint’s 50 newest deliveries, each with its attempts',
        params: endpoint,
        response: { 200: envelope(webhookDeliveryList), ...fails },
      },
    },
    async (request) =>
      ok(
        await endpointService.deliveries(app.db, request.user.id, request.params.id),
        webhookMessages.deliveriesFetched,
      ),
  );

  r.post(
    '/v1/webhooks/:id/deliveries/:deliveryId/redeliver',
    {
      schema: {
        tags,
        summary: 'Send a delivery again now, with the same event id',
        headers: optionalIdempotencyHeaders,
        params: delivery,
        response: { 200: envelope(done), ...fails },
      },
    },
    async (request, reply) =>
      action(request, reply, async (db) => {
        const { id, deliveryId } = request.params;
        await endpointService.redeliver(db, request.user.id, id, deliveryId);
        return { data: { done: true as const }, message: webhookMessages.redelivered };
      }),
  );
}
