import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Actor, messages, type Permission, type RoutePermission } from '@oja/contracts';
import { AppError } from '../lib/app-error.ts';
import type { Role } from '../lib/roles.ts';
import { looksLikeApiKey } from '../modules/api-keys/index.ts';
import { findSessionUser, hashToken, SESSION_COOKIE } from '../modules/sessions/index.ts';
import { actorOfSession, assertAllowed } from '../modules/staff/index.ts';

export interface AuthUser {
  /** The user's id, which is also the merchant id that scopes every tenant query. */
  id: string;
  email: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a signed-in route needs (decision 047); a route that declares none is the owner's alone. */
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    /** Set by `authenticate`; only read it in routes that run that hook. `id` is the business's. */
    user: AuthUser;
    /** Who acts in the request (the owner, a staff member, an API key), set by `authenticate`. */
    actor: Actor;
    /** What the actor may do. */
    permissions: readonly Permission[];
    /** The raw session token of the request, when it carried one. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** Every route's declared permission by `METHOD url`, as registered (read by the route audit tests). */
    routePermissions: Map<string, RoutePermission | undefined>;
  }
}

/**
 * The session token from the access-token cookie, or from `Authorization: Bearer` for API clients (the
 * scheme's name in any case, as RFC 9110 §11.1 has it).
 */
export function readToken(request: FastifyRequest): string | null {
  const bearer = /^bearer +(.+)$/i.exec(request.headers.authorization ?? '');
  if (bearer) return bearer[1]!.trim() || null;
  return request.cookies[SESSION_COOKIE] ?? null;
}

/**
 * An onRequest hook for routes of one role: the request is authenticated (401 otherwise), then its user
 * must hold `role` (403 with `message` otherwise).
 */
export function requireRole(role: Role, message: string) {
  return async function roleGuard(this: FastifyInstance, request: FastifyRequest) {
    await this.authenticate(request);
    if (request.user.role !== role) throw new AppError('FORBIDDEN', message);
  };
}

/**
 * The typed router of a route plugin whose every route serves the signed-in user (401 otherwise) and
 * checks the route's `config.permission` against the actor's (403 otherwise).
 */
export function signedInRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  return app.withTypeProvider<ZodTypeProvider>();
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('sessionToken', null);
    app.decorateRequest('actor', null as unknown as Actor);
    app.decorateRequest('permissions', null as unknown as readonly Permission[]);
    app.decorate('routePermissions', new Map());
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        app.routePermissions.set(`${method} ${route.url}`, route.config?.permission);
    });
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = readToken(request);
      if (token && looksLikeApiKey(token)) return app.authenticateByApiKey(request, token);
      const user = token ? await findSessionUser(app.db, hashToken(token)) : undefined;
      if (!token || !user) throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
      const grant = actorOfSession(user);
      request.user = { id: user.id, email: user.email, role: user.role };
      request.actor = grant.actor;
      request.permissions = grant.permissions;
      request.sessionToken = token;
      assertAllowed(grant, request.routeOptions.config.permission);
    });
  },
  { name: 'auth', dependencies: ['db', 'api-key-auth'] },
);
