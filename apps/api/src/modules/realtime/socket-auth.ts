import type { FastifyRequest } from 'fastify';
import type { HostRules } from '../../lib/allowed-hosts.ts';
import { readToken } from '../../plugins/auth.ts';

const BEARER_PREFIX = 'bearer.';

/**
 * The session token of a websocket upgrade: the access-token cookie (browsers), `Authorization: Bearer`,
 * or a `bearer.<token>` subprotocol for clients that cannot set headers. Never a query parameter: URLs
 * end up in logs and histories.
 */
export function socketToken(request: FastifyRequest): string | null {
  const token = readToken(request);
  if (token) return token;
  const offered = request.headers['sec-websocket-protocol'];
  for (const protocol of (offered ?? '').split(',')) {
    const value = protocol.trim();
    if (value.startsWith(BEARER_PREFIX) && value.length > BEARER_PREFIX.length)
      return value.slice(BEARER_PREFIX.length);
  }
  return null;
}

/**
 * Browsers always send Origin on a websocket upgrade and do not apply CORS to it, so a page elsewhere
 * (another site, or another port or subdomain of this one) could open a socket with the user's cookie:
 * only this server's own origins may (the rule unsafe requests follow). A client that is not a browser
 * sends no Origin and authenticates with a bearer token.
 */
export function socketOriginAllowed(request: FastifyRequest, rules: HostRules): boolean {
  const origin = request.headers.origin;
  return origin === undefined || rules.originAllowed(origin, request.socket.localPort);
}
