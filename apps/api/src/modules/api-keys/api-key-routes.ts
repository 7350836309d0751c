import {
  apiKeyCreate,
  apiKeyList,
  apiKeyMessages,
  createdApiKey,
  envelope,
  errorEnvelope,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { created, ok } from '../../lib/reply.ts';
import { signedInRoutes } from '../../plugins/auth.ts';
import { SIGNED_IN_SECURITY } from '../../plugins/docs.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './api-key-service.ts';

const tags = ['api-keys'];
const security = SIGNED_IN_SECURITY;

/**
 * Settings → API keys, the owner's alone (no permission: no staff member or key may call them). The
 * secret is answered once, by the create, and kept nowhere: so the create takes no Idempotency-Key (a
 * replay would need the secret stored); a retried create makes a second key, listed and revocable
 * (decision 048).
 */
export async function apiKeyRoutes(app: FastifyInstance) {
  const r = signedInRoutes(app);

  r.post(
    '/v1/api-keys',
    {
      schema: {
        tags,
        security,
        summary: 'Create an API key; its secret (oja_live_…) is in this answer only',
        body: apiKeyCreate,
        response: { 201: envelope(createdApiKey), 400: errorEnvelope, 403: errorEnvelope },
      },
    },
    async (request, reply) =>
      created(reply, await createApiKey(app.db, request.user.id, request.body), apiKeyMessages.created),
  );

  r.get(
    '/v1/api-keys',
    {
      schema: {
        tags,
        security,
        summary: 'The live API keys (never their secrets)',
        response: { 200: envelope(apiKeyList) },
      },
    },
    async (request) => ok(await listApiKeys(app.db, request.user.id), 'API keys fetched'),
  );

  r.delete(
    '/v1/api-keys/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Revoke an API key: it is refused (401) from then on',
        params: z.object({ id: z.uuid('Invalid API key id') }),
        response: { 200: envelope(z.object({ id: z.string() })), 404: errorEnvelope },
      },
    },
    async (request) => {
      await revokeApiKey(app.db, request.user.id, request.params.id);
      return ok({ id: request.params.id }, apiKeyMessages.revoked);
    },
  );
}
