import type { FastifyRequest } from 'fastify';
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
 * Browsers always send Origin on a websocket upgrade and do not apply CORS to it, so a page on another
 * site could open a socket with the user's cookie; only this host (or the public URL's) may.
 */
export function allowedOrigin(request: FastifyRequest, publicUrl: string): boolean {
  const origin = request.headers.origin;
  if (!origin) return true;
  try {
    const host = new URL(origin).host;
    return host === request.headers.host || host === new URL(publicUrl).host;
  } catch {
    return false;
  }
}
