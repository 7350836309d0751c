import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { deliverStockLowAlerts } from './stock-low.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the recorded low-stock crossings now (tests, commands); the job does it every order job interval. */
    stockAlerts: { runOnce: () => Promise<number> };
  }
}

/** The job that turns each recorded low-stock crossing into a notification and an email. */
export const stockAlertJob = fp(async (app: FastifyInstance, { env }: { env: Env }) => {
  const job = intervalJob(app, {
    name: 'stock alerts',
    intervalMs: env.ORDER_JOBS_INTERVAL_MS,
    work: () => deliverStockLowAlerts({ db: app.db, mailer: app.mailer }),
  });
  app.decorate('stockAlerts', job);
});
