import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { BundledRatesProvider } from '../rates/bundled-rates.ts';
import type { RatesProvider } from '../rates/rates-provider.ts';
import type { WalletConfig } from './payments-config.ts';
import { GuardedPayments } from './guarded-payments.ts';
import type { PaymentsProvider } from './payments-provider.ts';
import { PaystackHttp } from './paystack-http.ts';
import { startPaystackSimulation } from './simulated/paystack-simulation.ts';
import { simCheckoutRoutes } from './simulated/sim-checkout-routes.ts';
import type { SimulatedPaystackJobs } from './simulated/sim-jobs.ts';
import { webhookTarget } from '../webhook-target.ts';

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsProvider;
    /**
     * The built-in simulation's transfer and webhook jobs (tests run them with `runOnce`); null with a real
     * Paystack (PAYSTACK_BASE_URL), which settles transfers and sends webhooks itself.
     */
    paymentJobs: SimulatedPaystackJobs | null;
    rates: RatesProvider;
    walletConfig: WalletConfig;
  }
}

/**
 * The payment provider and the exchange rates. Payments always go through PaystackHttp: to
 * PAYSTACK_BASE_URL when it is set, otherwise to the built-in simulation, started here as an HTTP server
 * of its own on 127.0.0.1 (with its hosted checkout pages served by the app, and its webhooks delivered
 * to this app, providers/webhook-target.ts). docs/decisions/031-paystack-over-http.md.
 */
export const paymentsPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const config: WalletConfig = env;
    const simulation = env.PAYSTACK_BASE_URL ? null : await startSimulation(app, env);
    const paystack = new PaystackHttp({
      baseUrl: env.PAYSTACK_BASE_URL ?? simulation!.url,
      secretKey: config.PAYSTACK_SECRET_KEY,
      timeoutMs: env.PROVIDER_TIMEOUT_MS,
    });
    app.decorate('payments', new GuardedPayments(paystack, env.PROVIDER_TIMEOUT_MS));
    app.decorate('paymentJobs', simulation?.jobs ?? null);
    app.decorate('rates', new BundledRatesProvider());
    app.decorate('walletConfig', config);
    if (!simulation) return;
    app.log.info(`payments: the built-in Paystack simulation serves ${simulation.url} (no money moves)`);
    await app.register(simCheckoutRoutes, { sim: simulation.sim });
    simulation.jobs.target = webhookTarget(app, env.PUBLIC_URL, '/v1/payments/webhook');
    app.addHook('onReady', async () => simulation.jobs.start(config.PAYMENTS_JOB_INTERVAL_MS));
    // Its webhooks go to this app: they stop before the app stops answering, not after.
    app.addHook('preClose', () => simulation.jobs.stop());
    app.addHook('onClose', () => simulation.close());
  },
  { name: 'payments', dependencies: ['db'] },
);

function startSimulation(app: FastifyInstance, env: Env) {
  const url = app.pool.options.connectionString;
  if (!url)
    throw new Error('The payments simulation needs the database pool to be made from a connection string');
  return startPaystackSimulation({
    databaseUrl: url,
    secretKey: env.PAYSTACK_SECRET_KEY,
    publicUrl: env.PUBLIC_URL,
    port: env.PAYSTACK_SIM_PORT,
    transferDelayMs: env.PAYMENTS_TRANSFER_DELAY_MS,
    webhookMaxAttempts: env.PAYMENTS_WEBHOOK_MAX_ATTEMPTS,
    webhookRetryMs: env.PAYMENTS_WEBHOOK_RETRY_MS,
    onError: (error) => app.log.error({ err: error }, 'payment provider jobs failed'),
  });
}

/** The built-in simulation's jobs, for code that only makes sense with it (the demo's buyers and seed). */
export function simulationJobs(app: FastifyInstance): SimulatedPaystackJobs {
  if (!app.paymentJobs)
    throw new Error('This needs the built-in payment simulation (PAYSTACK_BASE_URL unset)');
  return app.paymentJobs;
}
