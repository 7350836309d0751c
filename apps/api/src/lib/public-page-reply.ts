import type { FastifyReply } from 'fastify';
import { notFoundPage } from './public-page.ts';

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
