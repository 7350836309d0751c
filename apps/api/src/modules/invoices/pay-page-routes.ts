import type { FastifyInstance } from 'fastify';
import { instalmentMessages } from '@oja/contracts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { publicPageLimit, sendPage } from '../../lib/public-page-reply.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { invoicePayPage } from './invoice-pay-page.ts';
import { getPayPage, startInvoicePayment } from './invoice-payment-service.ts';

const config = publicPageLimit;
const tokenOf = (params: unknown) => String((params as { payToken: string }).payToken).slice(0, 100);
/**
 * The form's amount in major units ("1,500.50", "₦2000") as minor units; undefined when none is given (the
 * deposit due, else all that is left, as the JSON API does), null when it is not an amount.
 */
function amountOf(body: unknown): number | null | undefined {
  const text = String((body as { amount?: unknown } | undefined)?.amount ?? '').replace(/[\s,₦]/g, '');
  if (text === '') return undefined;
  const [whole = '', kobo = '', ...rest] = text.split('.');
  if (rest.length > 0 || !/^\d{1,13}$/.test(whole) || !/^\d{0,2}$/.test(kobo)) return null;
  return Number(whole) * 100 + Number(kobo.padEnd(2, '0'));
}

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
  // "Pay now" posts a url-encoded form whose one field is the amount.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  const own = (token: string) => `${ctx.publicUrl}/pay/invoice/${token}`;

  app.get('/pay/invoice/:payToken', { config, schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.params);
    const page = await getPayPage(ctx, token).catch(notFound);
    return sendPage(reply, page && invoicePayPage(page.invoice, own(token), undefined, page.refunds), true);
  });

  app.post('/pay/invoice/:payToken', { config, schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.params);
    const amountMinor = amountOf(request.body);
    try {
      if (amountMinor === null) throw badRequest(instalmentMessages.amountForm);
      const checkout = await startInvoicePayment(ctx, token, app.returnOrigin(request), amountMinor);
      return reply.header('referrer-policy', 'no-referrer').redirect(checkout.authorizationUrl, 303);
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT')
        return reply.redirect(`/pay/invoice/${token}`, 303);
      if (error instanceof AppError && error.code === 'NOT_FOUND') return sendPage(reply, undefined);
      if (error instanceof AppError && error.code === 'BAD_REQUEST') {
        // The page again, with what was wrong with the amount next to the field.
        const page = await getPayPage(ctx, token).catch(notFound);
        return sendPage(
          reply.code(400),
          page && invoicePayPage(page.invoice, own(token), error.message, page.refunds),
          true,
        );
      }
      throw error;
    }
  });
}
