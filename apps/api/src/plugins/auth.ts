import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { messages } from '@oja/contracts';
import { AppError } from '../lib/app-error.ts';
import type { Role } from '../lib/roles.ts';
import { looksLikeApiKey } from '../modules/api-keys/index.ts';
import { findSessionUser, hashToken, SESSION_COOKIE } from '../modules/sessions/index.ts';

export interface AuthUser {
  /** The user's id, which is also the merchant id that scopes every tenant query. */
  id: string;
  email: string;
  role: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `authenticate`; only read it in routes that run that hook. */
    user: AuthUser;
    /** The raw session token of the request, when it carried one. */
    sessionToken: string | null;
  }
  interface FastifyInstance {
    authenticate: (request: FastifyRequest) => Promise<void>;
  }
}

/** The session token from the access-token cookie, or from `Authorization: Bearer` for API clients. */
export function readToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
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

/** The typed router of a route plugin whose every route serves the signed-in user (401 otherwise). */
export function signedInRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.authenticate);
  return app.withTypeProvider<ZodTypeProvider>();
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('sessionToken', null);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      const token = readToken(request);
      if (token && looksLikeApiKey(token)) return app.authenticateByApiKey(request, token);
      const user = token ? await findSessionUser(app.db, hashToken(token)) : undefined;
      if (!token || !user) throw new AppError('UNAUTHENTICATED', messages.unauthenticated);
      request.user = { id: user.id, email: user.email, role: user.role };
      request.sessionToken = token;
    });
  },
  { name: 'auth', dependencies: ['db', 'api-key-auth'] },
);
