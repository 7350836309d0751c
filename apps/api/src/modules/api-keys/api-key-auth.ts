import { apiKeyMessages, hasPermission } from '@oja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { AppError, tooManyRequests } from '../../lib/app-error.ts';
import { authenticateApiKey, type ApiKeyIdentity } from './api-key-service.ts';

/** What the key's count allows, sent back as the RateLimit-* fields. */
interface KeyQuota {
  limit: number;
  remaining: number;
  resetSeconds: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The API key that authenticated the request; null for a session. */
    apiKey: ApiKeyIdentity['key'] | null;
    apiKeyQuota: KeyQuota | null;
  }
  interface FastifyInstance {
    /** Authenticates `request` by an API key secret: 401, 403 (scope) or 429 (rate) otherwise. */
    authenticateByApiKey: (request: FastifyRequest, secret: string) => Promise<void>;
  }
}

/** The permission a route declares in its options (`config: { permission }`); none means owner-only. */
const permissionOf = (request: FastifyRequest) => request.routeOptions.config.permission;

/**
 * A key may call only routes that declare a permission its scopes hold; owner-only routes never. The
 * same rule as a staff member's (`assertAllowed` in the staff module), with messages that name the key.
 */
function assertKeyMayCall(request: FastifyRequest, key: ApiKeyIdentity['key']) {
  const needed = permissionOf(request);
  if (!needed) throw new AppError('FORBIDDEN', apiKeyMessages.ownerOnly);
  if (!hasPermission(key.scopes, needed))
    throw new AppError('FORBIDDEN', apiKeyMessages.missingScope(needed));
}

/**
 * `Authorization: Bearer oja_live_…`: the key acts in its owner's business (request.user is the owner),
 * within its scopes, at most API_KEY_REQUESTS_PER_MINUTE requests a minute per key, counted in the shared
 * rate-limit store so the limit holds across instances. Every answer to a key carries the RateLimit-Limit,
 * RateLimit-Remaining and RateLimit-Reset fields of the IETF draft
 * (https://datatracker.ietf.org/doc/draft-ietf-httpapi-ratelimit-headers/04/: Reset is the seconds
 * until the window ends), and a 429 past the limit carries Retry-After.
 */
export const apiKeyAuthPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const count = app.createRateLimit({
      max: env.API_KEY_REQUESTS_PER_MINUTE,
      timeWindow: 60_000,
      keyGenerator: (request) => `api-key ${request.apiKey?.id}`,
    });
    app.decorateRequest('apiKey', null);
    app.decorateRequest('apiKeyQuota', null);

    app.decorate('authenticateByApiKey', async (request: FastifyRequest, secret: string) => {
      const identity = await authenticateApiKey(app.db, secret);
      if (!identity) throw new AppError('UNAUTHENTICATED', apiKeyMessages.invalidKey);
      request.user = identity.owner;
      request.apiKey = identity.key;
      request.actor = { kind: 'apiKey', id: identity.key.id, name: identity.key.name };
      request.permissions = identity.key.scopes;
      assertKeyMayCall(request, identity.key);
      const counted = await count(request);
      if (counted.isAllowed) return;
      request.apiKeyQuota = {
        limit: counted.max,
        remaining: counted.remaining,
        resetSeconds: counted.ttlInSeconds,
      };
      if (counted.isExceeded) throw tooManyRequests(apiKeyMessages.tooMany, counted.ttlInSeconds);
    });

    app.addHook('onSend', async (request, reply) => {
      const quota = request.apiKeyQuota;
      if (!quota) return;
      reply.header('ratelimit-limit', quota.limit);
      reply.header('ratelimit-remaining', quota.remaining);
      reply.header('ratelimit-reset', quota.resetSeconds);
    });
  },
  { name: 'api-key-auth', dependencies: ['db'] },
);
