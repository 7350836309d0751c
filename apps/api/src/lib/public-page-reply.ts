import type { FastifyReply, FastifyRequest } from 'fastify';
import { notFoundPage, tooManyPage } from './public-page.ts';

/**
 * Sends a public page, or the one 404 page when there is none. The pages stay out of every cache (they
 * show live state and a capability sits in their address) and out of the Referer sent to the payment
 * provider, the carrier or a meeting room when the buyer follows a link. With `formsToProvider`, the
 * page's forms may end at another HTTPS origin: the form posts here and is redirected to the payment
 * provider's checkout, whose host is only known then, and a browser applies form-action to that redirect.
 */
export function sendPage(reply: FastifyReply, page: string | undefined, formsToProvider = false) {
  reply
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .header('x-robots-tag', 'noindex');
  const policy = reply.getHeader('content-security-policy');
  if (formsToProvider && typeof policy === 'string')
    reply.header(
      'content-security-policy',
      policy.replace("form-action 'self'", "form-action 'self' https:"),
    );
  return reply
    .code(page ? reply.statusCode : 404)
    .type('text/html; charset=utf-8')
    .send(page ?? notFoundPage());
}

/**
 * The request limit of every public page, per client address: one count across the tracking, receipt,
 * booking and invoice pages (enough for a buyer reloading, far too few to try tokens), answered by a page.
 */
export const publicPageLimit = {
  rateLimit: {
    max: 60,
    timeWindow: '1 minute',
    groupId: 'public-page',
  },
};

const PUBLIC_PAGE = /^\/(t|r|b|pay\/invoice)\//;

/** A refused public page request (429) is answered as a page the buyer can read, not as JSON. */
export function sendPageRefusal(request: FastifyRequest, reply: FastifyReply, status: number) {
  if (status !== 429 || !PUBLIC_PAGE.test(request.url)) return undefined;
  return reply
    .code(429)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(tooManyPage());
}
