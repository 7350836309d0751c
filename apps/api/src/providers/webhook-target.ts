import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** Delivers one webhook: the raw body and its headers (signature included); resolves to the status answered. */
export type WebhookTarget = (rawBody: string, headers: Record<string, string>) => Promise<number>;
/** A delivery still unanswered after this long counts as failed and is retried later. */
const DELIVERY_TIMEOUT_MS = 30_000;

/** The loopback address of a listening server: a wildcard address is reached through loopback. */
function loopbackOf({ address, port }: AddressInfo): { hostname: string; port: number } {
  if (address === '0.0.0.0') return { hostname: '127.0.0.1', port };
  if (address === '::') return { hostname: '::1', port };
  return { hostname: address, port };
}

/** POSTs a body over HTTP and resolves to the status answered (a request Host of our choosing). */
function post(
  to: { hostname: string; port: number },
  path: string,
  host: string,
  body: string,
  headers: Record<string, string>,
) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      {
        ...to,
        path,
        method: 'POST',
        headers: { ...headers, host, 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.setTimeout(DELIVERY_TIMEOUT_MS, () => request.destroy(new Error('webhook delivery timed out')));
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * Where a built-in provider simulation (payments, logistics) delivers its webhooks: `path` of this very
 * instance, addressed to PUBLIC_URL's host as the real provider's are (the perimeter refuses other hosts).
 * Once the app listens (the demo, `npm start`, every instance of a deployment) it goes over HTTP to the
 * instance's own listening address, which is always reachable from the instance, unlike PUBLIC_URL behind
 * a port mapping or a TLS proxy (docs/decisions/031-paystack-over-http.md). An app that never listens
 * (most tests) receives it through `app.inject`.
 */
export function webhookTarget(app: FastifyInstance, publicUrl: string, path: string): WebhookTarget {
  const host = new URL(publicUrl).host;
  return async (payload, headers) => {
    const address = app.server.listening ? app.server.address() : null;
    if (address && typeof address === 'object')
      return post(loopbackOf(address), path, host, payload, headers);
    const answer = await app.inject({
      method: 'POST',
      url: path,
      payload,
      headers: { ...headers, host },
    });
    return answer.statusCode;
  };
}
