import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../../lib/app-error.ts';
import { checkoutPage, resultPage } from './checkout-page.ts';
import {
  callbackLocation,
  cancelCheckout,
  type Checkout,
  confirmCheckout,
  findCheckout,
} from './sim-checkout.ts';
import type { SimulatedPaystack } from './simulated-paystack.ts';

const tags = ['payments (simulated provider)'];
const params = z.object({ accessCode: z.string().min(1).max(64) });
const html = z.string().describe('An HTML page');
const HTML = 'text/html; charset=utf-8';

/**
 * The page's forms post here and are redirected to the checkout's callback, which may be on another host
 * of the merchant's (an allowed host other than PUBLIC_URL's). A browser applies the page's form-action
 * to that redirect, so the page allows the callback's origin too — as the real provider's page, on a host
 * of its own, would not stand in the way either.
 */
function formsMayReturnTo(policy: unknown, checkout: Checkout): string {
  const current = typeof policy === 'string' ? policy : '';
  let origin: string | null = null;
  try {
    origin = checkout.callbackUrl ? new URL(checkout.callbackUrl).origin : null;
  } catch {
    origin = null;
  }
  if (!origin || origin === 'null') return current;
  return current.replace(/form-action 'self'/, `form-action 'self' ${origin}`);
}

/**
 * The hosted checkout of the simulated provider (the page Paystack's authorization_url opens). Public, like
 * Paystack's: the access code in the address is the capability.
 */
export async function simCheckoutRoutes(app: FastifyInstance, { sim }: { sim: SimulatedPaystack }) {
  // The page's forms post url-encoded bodies that carry nothing the routes read.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, _body, done) => done(null, {}),
  );
  const r = app.withTypeProvider<ZodTypeProvider>();
  const load = async (accessCode: string) =>
    (await findCheckout(sim.db, accessCode)) ?? Promise.reject(notFound('Checkout'));

  r.get(
    '/v1/payments/checkout/:accessCode',
    { schema: { tags, params, response: { 200: html } } },
    async (request, reply) => {
      const checkout = await load(request.params.accessCode);
      return reply
        .type(HTML)
        .header(
          'content-security-policy',
          formsMayReturnTo(reply.getHeader('content-security-policy'), checkout),
        )
        .send(checkoutPage(checkout));
    },
  );

  // The payer's choice, then back to the merchant's callback (or a result page when there is none).
  const actions = { confirm: confirmCheckout, cancel: cancelCheckout };
  for (const [action, apply] of Object.entries(actions)) {
    r.post(
      `/v1/payments/checkout/:accessCode/${action}`,
      { schema: { tags, params, response: { 200: html, 303: z.null() } } },
      async (request, reply) => {
        await load(request.params.accessCode);
        await apply(sim.db, request.params.accessCode);
        const checkout = await load(request.params.accessCode);
        const location = callbackLocation(checkout);
        return location ? reply.redirect(location, 303) : reply.type(HTML).send(resultPage(checkout));
      },
    );
  }
}
