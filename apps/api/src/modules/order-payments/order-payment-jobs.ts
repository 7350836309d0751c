import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { intervalJob } from '../../lib/interval-job.ts';
import { releaseDueEscrows } from '../wallet/index.ts';
import type { OrderPaymentContext } from './order-payment-context.ts';
import { expireUnpaidOrders } from './order-expiry.ts';

export interface OrderPaymentRun {
  /** Unpaid orders settled: expired, or found paid at the provider. */
  expired: number;
  /** Held service payments released to the wallet. */
  released: number;
}

/** One pass of the order money jobs at `now`. */
export async function runOrderPaymentJobs(ctx: OrderPaymentContext, now: Date): Promise<OrderPaymentRun> {
  const expired = await expireUnpaidOrders(ctx, now);
  const released = await releaseDueEscrows(ctx.db, now);
  return { expired, released };
}

export interface OrderPaymentJobs {
  /** Runs one pass now (or at `now`, for tests), after any pass in progress. */
  runOnce(now?: Date): Promise<OrderPaymentRun>;
}

declare module 'fastify' {
  interface FastifyInstance {
    orderPaymentJobs: OrderPaymentJobs;
  }
}

/**
 * The order money jobs (decision 021): every ORDER_JOBS_INTERVAL_MS (never overlapping; 0 = off), unpaid
 * orders past their time expire and delivered service orders past their hold are paid out. Both claim
 * rows with FOR UPDATE SKIP LOCKED, so any number of instances can run them.
 */
export const orderPaymentJobsPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const ctx: OrderPaymentContext = { db: app.db, payments: app.payments, log: app.log };
    const { runOnce } = intervalJob(app, {
      name: 'order payment jobs',
      intervalMs: env.ORDER_JOBS_INTERVAL_MS,
      work: (now?: Date) => runOrderPaymentJobs(ctx, now ?? new Date()),
    });
    app.decorate('orderPaymentJobs', { runOnce });
  },
  { name: 'order-payment-jobs', dependencies: ['db', 'payments'] },
);
