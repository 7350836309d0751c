import { bookingMoveForm } from '@oja/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error.ts';
import { publicPageLimit as config, sendPage } from '../../lib/public-page-reply.ts';
import { resolvePublicLink } from '../public-links/index.ts';
import { cancelByBuyer, rescheduleByBuyer } from './booking-changes.ts';
import type { ChangeError } from './booking-change-sections.ts';
import { bookingPage, cancelConfirmPage, type Done } from './booking-page.ts';
import type { PublicPageContext } from './page-context.ts';

/** The refusals a buyer can read and act on; anything else goes to the error handler. */
const SHOWN = new Set(['BAD_REQUEST', 'CONFLICT', 'UNPROCESSABLE', 'UNAVAILABLE']);

/**
 * The buyer's changes of a booking from its page, with no script: GET /b/{token}/cancel (the confirmation
 * step), POST /b/{token}/cancel (confirm=yes) and POST /b/{token}/reschedule (slot). A change answers 303
 * to the page, which shows what was done; a refusal answers the page with the reason next to its form
 * (400/409/503), having changed nothing. Forms come only from the page itself: the perimeter refuses an
 * unsafe request from another origin (decision 015), as for the tracking page's return form. Registered
 * in the scope of the public pages, which reads their form bodies.
 */
export function bookingChangeRoutes(
  app: FastifyInstance,
  ctx: PublicPageContext,
  tokenOf: (params: unknown) => string,
) {
  const own = (token: string) => `${ctx.publicUrl}/b/${token}`;
  const bookingLink = (params: unknown) => {
    const token = tokenOf(params);
    return resolvePublicLink(ctx.db, 'booking', token).then((link) => link && { ...link, token });
  };

  async function change(
    reply: FastifyReply,
    params: unknown,
    kind: ChangeError['change'],
    run: (merchantId: string, bookingId: string) => Promise<Done | undefined>,
  ) {
    const link = await bookingLink(params);
    if (!link) return sendPage(reply, undefined);
    try {
      const done = await run(link.merchantId, link.objectId);
      return reply.redirect(`/b/${link.token}${done ? `?done=${done}` : ''}`, 303);
    } catch (error) {
      if (!(error instanceof AppError) || !SHOWN.has(error.code)) throw error;
      const page = await bookingPage(ctx, link.merchantId, link.objectId, own(link.token), {
        error: { change: kind, message: error.message },
      });
      return sendPage(reply.code(error.statusCode), page);
    }
  }

  app.get('/b/:token/cancel', { config, schema: { hide: true } }, async (request, reply) => {
    const link = await bookingLink(request.params);
    const page = link && (await cancelConfirmPage(ctx, link.merchantId, link.objectId, own(link.token)));
    return sendPage(reply, page);
  });

  app.post('/b/:token/cancel', { config, schema: { hide: true } }, async (request, reply) => {
    const confirmed = (request.body as { confirm?: unknown } | undefined)?.confirm === 'yes';
    if (!confirmed) {
      const link = await bookingLink(request.params);
      const page = link && (await cancelConfirmPage(ctx, link.merchantId, link.objectId, own(link.token)));
      return sendPage(reply, page);
    }
    return change(reply, request.params, 'cancel', async (merchantId, bookingId) =>
      (await cancelByBuyer(ctx, merchantId, bookingId)) === 'cancelled' ? 'cancelled' : undefined,
    );
  });

  app.post('/b/:token/reschedule', { config, schema: { hide: true } }, async (request, reply) =>
    change(reply, request.params, 'reschedule', async (merchantId, bookingId) => {
      const input = bookingMoveForm.safeParse(request.body ?? {});
      if (!input.success) throw badRequest(input.error.issues[0]!.message);
      return (await rescheduleByBuyer(ctx, merchantId, bookingId, input.data)) === 'moved'
        ? 'moved'
        : undefined;
    }),
  );
}
