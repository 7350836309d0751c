import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { deliverDue } from './delivery-worker.ts';
import { devReceiverRoutes } from './dev-receiver.ts';
import { webhookRoutes } from './webhook-routes.ts';
import { urlPolicyFor } from './webhook-url.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The webhook delivery worker; `runOnce` sends what is due now (tests, commands). */
    webhookDelivery: { runOnce: () => Promise<number> };
  }
}

/**
 * Outgoing webhooks (decision 049): the owner's routes, and the delivery worker that every instance runs
 * every WEBHOOK_INTERVAL_MS. Outside production, the app also serves a receiver to point endpoints at.
 */
export const webhookModule = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const policy = urlPolicyFor(env.NODE_ENV);
  const ctx = { db: app.db, mailer: app.mailer, log: app.log, policy, timeoutMs: env.WEBHOOK_TIMEOUT_MS };
  const job = intervalJob(app, {
    name: 'webhook delivery',
    intervalMs: env.WEBHOOK_INTERVAL_MS,
    work: () => deliverDue(ctx),
  });
  app.decorate('webhookDelivery', job);
  await app.register(webhookRoutes, { policy });
  if (env.NODE_ENV !== 'production') await app.register(devReceiverRoutes);
});
