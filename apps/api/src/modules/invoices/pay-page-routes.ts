import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { sendPage } from '../../lib/public-page-reply.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { invoicePayPage } from './invoice-pay-page.ts';
import { getPayableInvoice, startInvoicePayment } from './invoice-payment-service.ts';

const config = { rateLimit: { max: 60, timeWindow: '1 minute' } };
const tokenOf = (params: unknown) => String((params as { payToken: string }).payToken).slice(0, 100);
const notFound = (error: unknown) => {
  if (error instanceof AppError && error.code === 'NOT_FOUND') return undefined;
  throw error;
};

/**
 * The buyer's invoice page, server-rendered like the other public pages (decision 037). GET shows it (up
 * to date with the provider, so a buyer coming back from the checkout sees it paid). POST is "Pay now":
 * the provider's checkout opens (or the one still open is handed out again, so a double click pays once)
 * and the buyer is redirected to it; an invoice paid or cancelled meanwhile sends them back to the page.
 */
export async function payPageRoutes(app: FastifyInstance, { ctx }: { ctx: InvoiceContext }) {
  // "Pay now" posts an empty url-encoded form; nothing of its body is read.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, _b, done) =>
    done(null, {}),
  );
  const own = (token: string) => `${ctx.publicUrl}/pay/invoice/${token}`;

  app.get('/pay/invoice/:payToken', { config, schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.params);
    const invoice = await getPayableInvoice(ctx, token).catch(notFound);
    return sendPage(reply, invoice && invoicePayPage(invoice, own(token)), true);
  });

  app.post('/pay/invoice/:payToken', { config, schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.params);
    try {
      const checkout = await startInvoicePayment(ctx, token, app.returnOrigin(request));
      return reply.header('referrer-policy', 'no-referrer').redirect(checkout.authorizationUrl, 303);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT')
        return reply.redirect(`/pay/invoice/${token}`, 303);
      if (error instanceof AppError && error.code === 'NOT_FOUND') return sendPage(reply, undefined);
      throw error;
    }
  });
}
