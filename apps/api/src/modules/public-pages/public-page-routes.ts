import type { FastifyInstance } from 'fastify';
import { returnRequestInput } from '@oja/contracts';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { publicPageLimit, sendPage } from '../../lib/public-page-reply.ts';
import { requestReturn } from '../refunds/index.ts';
import { resolvePublicLink } from '../public-links/index.ts';
import { receiptRepository, renderReceiptPdf } from '../receipts/index.ts';
import type { PublicPageContext } from './page-context.ts';
import { bookingChangeRoutes } from './booking-change-routes.ts';
import { bookingPage, doneOf } from './booking-page.ts';
import { messageSeller } from './message-seller.ts';
import { receiptPage } from './receipt-page.ts';
import { loadSellerContact } from './seller-contact.ts';
import { trackingPage } from './tracking-page.ts';

const config = publicPageLimit;
const tokenOf = (params: unknown) => String((params as { token: string }).token).slice(0, 100);

/** The buyer's public pages, server-rendered: /t/{token} an order, /b/{token} a booking, /r/{token} a receipt (and .pdf). */
export async function publicPageRoutes(app: FastifyInstance, { ctx }: { ctx: PublicPageContext }) {
  const own = (prefix: string, token: string) => `${ctx.publicUrl}${prefix}${token}`;

  app.get('/t/:token', { config, schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.params);
    const link = await resolvePublicLink(ctx.db, 'order', token);
    const page = link && (await trackingPage(ctx, link.merchantId, link.objectId, own('/t/', token)));
    return sendPage(reply, page);
  });

  // A buyer's return request: the form's one field is the reason. Answered with the page again (303),
  // or with what was wrong next to the field (400). Only a delivered, paid order shows the form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_r, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.post('/t/:token/return', { config, schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.params);
    const link = await resolvePublicLink(ctx.db, 'order', token);
    if (!link) return sendPage(reply, undefined);
    const input = returnRequestInput.safeParse({ reason: (request.body as { reason?: unknown })?.reason });
    try {
      if (!input.success) throw badRequest(input.error.issues[0]!.message);
      await ctx.db.transaction((tx) => requestReturn(tx, link.merchantId, link.objectId, input.data));
      return reply.redirect(`/t/${token}`, 303);
    } catch (error) {
      if (!(error instanceof AppError) || (error.code !== 'BAD_REQUEST' && error.code !== 'CONFLICT'))
        throw error;
      const page = await trackingPage(ctx, link.merchantId, link.objectId, own('/t/', token), error.message);
      return sendPage(reply.code(error.code === 'CONFLICT' ? 409 : 400), page);
    }
  });

  app.get('/b/:token', { config, schema: { hide: true } }, async (request, reply) => {
    const token = tokenOf(request.params);
    const link = await resolvePublicLink(ctx.db, 'booking', token);
    const done = doneOf((request.query as { done?: unknown }).done);
    const page =
      link && (await bookingPage(ctx, link.merchantId, link.objectId, own('/b/', token), { done }));
    return sendPage(reply, page);
  });
  bookingChangeRoutes(app, ctx, tokenOf);

  // "Message the seller": into the buyer's conversation about the order or booking (decision 044).
  for (const [prefix, kind] of [
    ['/t/', 'order'],
    ['/b/', 'booking'],
  ] as const) {
    app.post(`${prefix}:token/message`, { config, schema: { hide: true } }, async (request, reply) => {
      const link = await resolvePublicLink(ctx.db, kind, tokenOf(request.params));
      return link ? messageSeller(ctx, reply, kind, link) : sendPage(reply, undefined);
    });
  }

  app.get('/r/:token', { config, schema: { hide: true } }, async (request, reply) => {
    const raw = tokenOf(request.params);
    const pdf = raw.endsWith('.pdf');
    const token = pdf ? raw.slice(0, -'.pdf'.length) : raw;
    const link = await resolvePublicLink(ctx.db, 'receipt', token);
    if (!pdf || !link) {
      const page = link && (await receiptPage(ctx, link.merchantId, link.objectId, own('/r/', token)));
      return sendPage(reply, page);
    }
    const receipt = await receiptRepository.find(ctx.db, link.merchantId, link.objectId);
    if (!receipt) return sendPage(reply, undefined);
    const seller = await loadSellerContact(ctx.db, link.merchantId);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `inline; filename="receipt-${receipt.receiptNumber}.pdf"`)
      .type('application/pdf')
      .send(await renderReceiptPdf(receipt, seller.name));
  });
}
