import type { FastifyInstance } from 'fastify';
import type { Env } from '../../config/env.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import type { InvoiceContext } from './invoice-context.ts';
import { reconcilePendingPayments } from './invoice-payment-service.ts';
import { invoiceRefundRoutes } from './invoice-refund-routes.ts';
import { invoiceRoutes } from './invoice-routes.ts';
import { invoiceSettingsRoutes } from './invoice-settings.ts';
import { payPageRoutes } from './pay-page-routes.ts';
import { payRoutes } from './pay-routes.ts';
import { issueDueInvoices } from './invoice-repeat-job.ts';
import { invoiceScheduleRoutes } from './invoice-schedule-routes.ts';
import { sendDueReminders } from './invoice-reminder-job.ts';
import { invoiceReminderRoutes } from './invoice-reminder-settings.ts';
import { merchantMailDeps } from '../merchant-mail/index.ts';
import { mailerWithin } from '../../providers/mail/create-mailer.ts';

/** Checkouts younger than this are left to the buyer's return to the payment page. */
const JOB_MIN_AGE_MS = 10_000;

/** The invoice services' view of the app. */
export const invoiceContextOf = (app: FastifyInstance, env: Env): InvoiceContext => ({
  db: app.db,
  mailer: app.mailer,
  payments: app.payments,
  publicUrl: env.PUBLIC_URL,
  log: app.log,
  mail: merchantMailDeps(app.mailer, env),
  mailerIn: mailerWithin(env, app.mailer),
});

/**
 * The invoices (docs/product/invoices.md): the merchant's routes, the buyer's public payment routes, and a job that settles
 * checkouts paid by a buyer who never came back, one that issues the recurring invoices that are due and one
 * that sends payment reminders (decision 042). Needs the payments plugin; the jobs run every ten payment job intervals (off when
 * PAYMENTS_JOB_INTERVAL_MS is 0, as in tests).
 */
export async function invoiceModule(app: FastifyInstance, { env }: { env: Env }) {
  const ctx = invoiceContextOf(app, env);
  await app.register(invoiceRoutes, { ctx });
  await app.register(invoiceRefundRoutes, { ctx });
  await app.register(payRoutes, { ctx });
  await app.register(invoiceSettingsRoutes);
  await app.register(payPageRoutes, { ctx });
  await app.register(invoiceScheduleRoutes);
  await app.register(invoiceReminderRoutes);

  intervalJob(app, {
    name: 'invoice payment reconciliation',
    intervalMs: app.walletConfig.PAYMENTS_JOB_INTERVAL_MS * 10,
    work: () => reconcilePendingPayments(ctx, JOB_MIN_AGE_MS),
  });
  intervalJob(app, {
    name: 'recurring invoices',
    intervalMs: app.walletConfig.PAYMENTS_JOB_INTERVAL_MS * 10,
    work: () => issueDueInvoices(ctx),
  });
  intervalJob(app, {
    name: 'invoice reminders',
    intervalMs: app.walletConfig.PAYMENTS_JOB_INTERVAL_MS * 10,
    work: () => sendDueReminders(ctx),
  });
}
