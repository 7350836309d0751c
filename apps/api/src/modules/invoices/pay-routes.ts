import {
  envelope,
  errorEnvelope,
  invoiceCheckout,
  invoiceMessages,
  invoicePayRequest,
  payableInvoice,
} from '@oja/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/reply.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { getPayableInvoice, startInvoicePayment } from './invoice-payment-service.ts';

const tags = ['invoice payment (public)'];
const params = z.object({ payToken: z.string().max(100) });
const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };

/**
 * The buyer's side of an invoice, without an account: the payment link's token is the capability. GET
 * shows the invoice with what is paid and left; POST opens (or reopens) the provider's checkout for an
 * amount (the deposit, an instalment or the rest), which returns the buyer to
 * `/pay/invoice/{payToken}` on the host the payment was started from (when allowed, else PUBLIC_URL).
 */
export async function payRoutes(app: FastifyInstance, { ctx }: { ctx: InvoiceContext }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/v1/pay/invoice/:payToken',
    { config, schema: { tags, params, response: { 200: envelope(payableInvoice), 404: errorEnvelope } } },
    async (request) => ok(await getPayableInvoice(ctx, request.params.payToken), invoiceMessages.fetched),
  );

  r.post(
    '/v1/pay/invoice/:payToken',
    {
      config,
      schema: {
        tags,
        params,
        // Optional: a bodiless POST pays the deposit due, else all that is left.
        body: invoicePayRequest.nullish(),
        response: {
          200: envelope(invoiceCheckout),
          400: errorEnvelope,
          404: errorEnvelope,
          409: errorEnvelope,
          503: errorEnvelope,
        },
      },
    },
    async (request) =>
      ok(
        await startInvoicePayment(
          ctx,
          request.params.payToken,
          app.returnOrigin(request),
          request.body?.amountMinor,
        ),
        invoiceMessages.paymentStarted,
      ),
  );
}
