import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { createMeetingProvider } from '../../providers/meetings/platform-rooms.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { mailAddress } from '../../providers/mail/mailer.ts';
import { merchantMailDeps } from '../merchant-mail/index.ts';
import { messagingContextOf } from '../messaging/index.ts';
import { linkRoutes } from '../public-links/index.ts';
import { mailQueuedReceipts } from '../receipts/index.ts';
import type { PublicPageContext } from './page-context.ts';
import { publicPageRoutes } from './public-page-routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the queued receipt emails now (tests, commands); the job does it every order job interval. */
    receiptMail: { runOnce: () => Promise<number> };
  }
}

/**
 * The buyer's public pages (decision 037), the merchant's routes that make their links, and the job that
 * emails each receipt once its payment has settled. Needs the logistics plugin.
 */
export const publicPagesModule = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const mail = merchantMailDeps(app.mailer, env);
  const ctx: PublicPageContext = {
    db: app.db,
    logistics: app.logistics,
    meetings: createMeetingProvider(env),
    publicUrl: env.PUBLIC_URL,
    messaging: messagingContextOf(app, env),
    payments: app.payments,
    mailer: app.mailer,
    mail,
    organizerEmail: mailAddress(env.MAIL_FROM),
    log: app.log,
  };
  await app.register(publicPageRoutes, { ctx });
  await app.register(linkRoutes, { env });
  const mailCtx = {
    db: app.db,
    mailer: app.mailer,
    mail,
    publicUrl: env.PUBLIC_URL,
  };
  const job = intervalJob(app, {
    name: 'receipt mail',
    intervalMs: env.ORDER_JOBS_INTERVAL_MS,
    work: () => mailQueuedReceipts(mailCtx),
  });
  app.decorate('receiptMail', job);
});
