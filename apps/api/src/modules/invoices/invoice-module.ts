import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { reconcilePendingPayments } from './invoice-payment-service.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { invoiceSettingsRoutes } from './invoice-settings.ts';
import { payPageRoutes } from './pay-page-routes.ts';
import { payRoutes } from './pay-routes.ts';
import { merchantMailDeps } from '../merchant-mail/index.ts';

/** Checkouts younger than this are left to the buyer's return to the payment page. */
const JOB_MIN_AGE_MS = 10_000;

/**
 * The invoices (docs/product/invoices.md): the merchant's routes, the buyer's public payment routes, and a job that settles
 * checkouts paid by a buyer who never came back. Needs the payments plugin; the job runs every ten payment
 * job intervals (off when PAYMENTS_JOB_INTERVAL_MS is 0, as in tests).
 */
export async function invoiceModule(app: FastifyInstance, { env }: { env: Env }) {
  const ctx: InvoiceContext = {
    db: app.db,
    mailer: app.mailer,
    payments: app.payments,
    publicUrl: env.PUBLIC_URL,
    log: app.log,
    mail: merchantMailDeps(app.mailer, env),
  };
  await app.register(invoiceRoutes, { ctx });
  await app.register(payRoutes, { ctx });
  await app.register(invoiceSettingsRoutes);
  await app.register(payPageRoutes, { ctx });

  intervalJob(app, {
    name: 'invoice payment reconciliation',
    intervalMs: app.walletConfig.PAYMENTS_JOB_INTERVAL_MS * 10,
    work: () => reconcilePendingPayments(ctx, JOB_MIN_AGE_MS),
  });
}
