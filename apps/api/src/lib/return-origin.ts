import type { FastifyRequest } from 'fastify';
import type { HostRules } from './allowed-hosts.ts';

/**
 * Where a payer comes back to after the payment provider's page: the origin the request came from, so
 * a merchant on another of this server's host names (ALLOWED_HOSTS) returns there, still signed in.
 * A browser's request names its page in Origin: one of this server's own origins is taken, any other
 * means PUBLIC_URL. Without Origin (an API client) the Host is taken when allowed, with PUBLIC_URL's
 * scheme (the connection's own may be a proxy's plain http); anything else is PUBLIC_URL.
 */
export function returnOrigin(request: FastifyRequest, rules: HostRules, publicUrl: string): string {
  const configured = new URL(publicUrl);
  const localPort = request.socket.localPort;
  const { origin, host } = request.headers;
  if (origin !== undefined)
    return rules.originAllowed(origin, localPort) ? new URL(origin).origin : configured.origin;
  if (host !== undefined && rules.hostAllowed(host, localPort))
    return new URL(`${configured.protocol}//${host}`).origin;
  return configured.origin;
}

/** A path of this site (e.g. '/wallet', validated by the request schema) as an absolute URL on `origin`. */
export const onOrigin = (origin: string, path: string) => new URL(path, `${origin}/`).toString();
