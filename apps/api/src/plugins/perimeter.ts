import { messages } from '@oja/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { createHostRules, type HostRules } from '../lib/allowed-hosts.ts';
import { AppError } from '../lib/app-error.ts';
import { returnOrigin } from '../lib/return-origin.ts';
import { SESSION_COOKIE } from '../modules/sessions/index.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The host and origin rule every entry point shares (HTTP requests, websocket upgrades). */
    hostRules: HostRules;
    /** The origin a payer returns to from the provider's page: the request's own when allowed, else PUBLIC_URL. */
    returnOrigin: (request: FastifyRequest) => string;
  }
}

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Fetch metadata values that mean the request did not come from another page's script or form. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Probes and scrapers reach each instance by its IP, not by a public host name: health and readiness
 * reveal nothing, and /metrics answers only a bearer token (plugins/metrics.ts).
 */
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);
const isProbe = (request: FastifyRequest) => PROBES.has(request.routeOptions.url ?? '');

/**
 * Whether an unsafe request may have been sent by another page in the user's browser. Browsers put
 * `Origin` on every POST, PUT, PATCH and DELETE, and `Sec-Fetch-Site` on every request they make, so:
 * - a foreign or opaque Origin is refused on every route, with or without the session cookie (public
 *   buyer routes and login included: no page elsewhere may drive them in a visitor's browser);
 * - with the session cookie, the request must prove it is same-origin (Origin, or Sec-Fetch-Site
 *   same-origin/none when Origin is missing); a cookie without either header is refused;
 * - without the cookie and without either header it is not a browser (webhooks, scripts): allowed;
 * - a request with `Authorization: Bearer` is an API client's: it is authenticated by that header alone
 *   (the cookie is then ignored, see readToken), and a page elsewhere cannot add the header (it would need
 *   CORS, which Oja never grants), so it is not checked.
 */
export function crossOriginRisk(request: FastifyRequest, rules: HostRules): boolean {
  if (request.headers.authorization?.startsWith('Bearer ')) return false;
  const hasCookie = request.cookies[SESSION_COOKIE] !== undefined;
  const { origin, 'sec-fetch-site': fetchSite } = request.headers;
  if (origin !== undefined) return !rules.originAllowed(origin, request.socket.localPort);
  if (typeof fetchSite === 'string') return !OWN_FETCH_SITES.has(fetchSite);
  return hasCookie;
}

/**
 * The perimeter, checked before anything else reads the request: a Host this server does not answer to
 * is refused with 421 (DNS rebinding), and an unsafe request another page may have sent with 403 (CSRF).
 */
export const perimeterPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const rules = createHostRules({
      publicUrl: env.PUBLIC_URL,
      listenHost: env.HOST,
      port: env.PORT,
      allowedHosts: env.ALLOWED_HOSTS,
    });
    app.decorate('hostRules', rules);
    app.decorate('returnOrigin', (request: FastifyRequest) => returnOrigin(request, rules, env.PUBLIC_URL));

    app.addHook('onRequest', async (request) => {
      if (isProbe(request) || rules.hostAllowed(request.headers.host, request.socket.localPort)) return;
      throw new AppError('MISDIRECTED', messages.unknownHost);
    });
    app.addHook('onRequest', async (request) => {
      if (UNSAFE_METHODS.has(request.method) && crossOriginRisk(request, rules))
        throw new AppError('FORBIDDEN', messages.crossOrigin);
    });
  },
  { name: 'perimeter', dependencies: ['@fastify/cookie'] },
);
