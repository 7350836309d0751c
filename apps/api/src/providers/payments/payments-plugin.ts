import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { createDatabase, createPool } from '../../db/client.ts';
import { BundledRatesProvider } from '../rates/bundled-rates.ts';
import type { RatesProvider } from '../rates/rates-provider.ts';
import type { WalletConfig } from './payments-config.ts';
import { GuardedPayments } from './guarded-payments.ts';
import type { PaymentsProvider } from './payments-provider.ts';
import { simCheckoutRoutes } from './simulated/sim-checkout-routes.ts';
import { SimulatedPaystackJobs } from './simulated/sim-jobs.ts';
import { SimulatedPaystack } from './simulated/simulated-paystack.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsProvider;
    /** The simulated provider's transfer and webhook jobs (tests run them with `runOnce`). */
    paymentJobs: SimulatedPaystackJobs;
    rates: RatesProvider;
    walletConfig: WalletConfig;
  }
}

/**
 * The payment provider and the exchange rates, chosen by env (only the simulated Paystack exists today).
 * The simulator keeps its records on a small pool of its own — an outside service never borrows the
 * API's connections — and delivers its webhooks to POST /v1/payments/webhook through the app itself.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const config: WalletConfig = env;
    const url = app.pool.options.connectionString;
    if (!url)
      throw new Error('The payments simulator needs the database pool to be made from a connection string');
    const simPool = createPool(url, 3);
    const simDb = createDatabase(simPool);
    const sim = new SimulatedPaystack({
      db: simDb,
      secretKey: config.PAYSTACK_SECRET_KEY,
      publicUrl: env.PUBLIC_URL,
      transferDelayMs: config.PAYMENTS_TRANSFER_DELAY_MS,
    });
    const jobs = new SimulatedPaystackJobs(
      simDb,
      {
        secretKey: config.PAYSTACK_SECRET_KEY,
        maxAttempts: config.PAYMENTS_WEBHOOK_MAX_ATTEMPTS,
        retryMs: config.PAYMENTS_WEBHOOK_RETRY_MS,
      },
      (error) => app.log.error({ err: error }, 'payment provider jobs failed'),
    );
    // Addressed to the public host, as the real provider's webhook is (the perimeter refuses other hosts).
    const host = new URL(env.PUBLIC_URL).host;
    jobs.target = async (payload, headers) =>
      (
        await app.inject({
          method: 'POST',
          url: '/v1/payments/webhook',
          payload,
          headers: { ...headers, host },
        })
      ).statusCode;

    app.decorate('payments', new GuardedPayments(sim, env.PROVIDER_TIMEOUT_MS));
    app.decorate('paymentJobs', jobs);
    app.decorate('rates', new BundledRatesProvider());
    app.decorate('walletConfig', config);
    await app.register(simCheckoutRoutes, { sim });
    app.addHook('onReady', async () => jobs.start(config.PAYMENTS_JOB_INTERVAL_MS));
    app.addHook('onClose', async () => {
      await jobs.stop();
      await simPool.end();
    });
  },
  { name: 'payments', dependencies: ['db'] },
);
