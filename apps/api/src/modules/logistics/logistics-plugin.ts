import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { GuardedLogistics } from '../../providers/logistics/guarded-logistics.ts';
import type { LogisticsProvider } from '../../providers/logistics/logistics-provider.ts';
import { CarrierJobs } from '../../providers/logistics/simulated/carrier-jobs.ts';
import { SimulatedCarrier } from '../../providers/logistics/simulated/simulated-carrier.ts';
import { applyShipmentUpdate } from './shipment-updates.ts';

declare module 'fastify' {
  interface FastifyInstance {
    logistics: LogisticsProvider;
    /** The same provider as services call it: bounded by PROVIDER_TIMEOUT_MS, every answer parsed. */
    safeLogistics: LogisticsProvider;
    /** The built-in carrier's step job (tests run it with `runOnce(now)`). */
    logisticsJobs: CarrierJobs;
  }
}

/** How often the job looks for due shipments: a quarter step, between 250 ms and 5 s. */
export const pollIntervalMs = (stepMs: number) => Math.min(5_000, Math.max(250, Math.round(stepMs / 4)));

/**
 * The logistics provider (the built-in simulated carrier; a Terminal Africa adapter would plug in
 * behind the same interface) and its background job, an in-process timer stopped on close. Each step
 * reaches the orders through applyShipmentUpdate, as a real provider's webhook would.
 */
export const logisticsPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const stepMs = Math.round(env.LOGISTICS_STEP_SECONDS * 1000);
    const carrier = new SimulatedCarrier({ stepMs });
    const jobs = new CarrierJobs(
      app.db,
      { provider: carrier.name, stepMs, onUpdate: applyShipmentUpdate },
      (error) => app.log.error({ err: error }, 'logistics jobs failed'),
    );
    app.decorate('logistics', carrier);
    app.decorate('safeLogistics', new GuardedLogistics(carrier, env.PROVIDER_TIMEOUT_MS));
    app.decorate('logisticsJobs', jobs);
    app.addHook('onReady', async () => jobs.start(pollIntervalMs(stepMs)));
    app.addHook('onClose', async () => jobs.stop());
  },
  { name: 'logistics', dependencies: ['db'] },
);
