import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../../config/env.ts';
import { createDatabase, createPool } from '../../db/client.ts';
import type { LogisticsProvider } from '../../providers/logistics/logistics-provider.ts';
import { TerminalSim } from '../../providers/logistics/simulated/terminal-sim.ts';
import { TerminalHttp } from '../../providers/logistics/terminal/terminal-http.ts';
import { webhookTarget } from '../../providers/webhook-target.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Terminal Africa's API through its HTTP adapter: every call bounded by PROVIDER_TIMEOUT_MS, every answer parsed. */
    logistics: LogisticsProvider;
    /** The built-in Terminal simulation, when TERMINAL_BASE_URL is unset (tests run its job with `jobs.runOnce(now)`). */
    logisticsSim: TerminalSim | null;
  }
}

/** How often the simulation's job looks for due shipments: a quarter step, between 250 ms and 5 s. */
export const pollIntervalMs = (stepMs: number) => Math.min(5_000, Math.max(250, Math.round(stepMs / 4)));

/**
 * The logistics provider: Terminal Africa over HTTP. With TERMINAL_BASE_URL set the adapter calls it
 * and no simulation runs; unset, the built-in simulation is served on 127.0.0.1 (its records on a small
 * pool of its own, as an outside service's would be) and the same adapter calls it. The simulation's job
 * steps shipments and sends signed webhooks to POST /v1/logistics/webhook.
 */
export const logisticsPlugin = fp(
  async (app: FastifyInstance, { env }: { env: Env }) => {
    const timeoutMs = env.PROVIDER_TIMEOUT_MS;
    const secretKey = env.TERMINAL_SECRET_KEY;
    if (env.TERMINAL_BASE_URL) {
      app.decorate(
        'logistics',
        new TerminalHttp('terminal', { baseUrl: env.TERMINAL_BASE_URL, secretKey, timeoutMs }),
      );
      app.decorate('logisticsSim', null);
      return;
    }
    const url = app.pool.options.connectionString;
    if (!url)
      throw new Error('The logistics simulation needs the database pool to be made from a connection string');
    const simPool = createPool(url, 3);
    const stepMs = Math.round(env.LOGISTICS_STEP_SECONDS * 1000);
    const sim = new TerminalSim({
      db: createDatabase(simPool),
      secretKey,
      stepMs,
      onError: (error) => app.log.error({ err: error }, 'logistics simulation failed'),
    });
    sim.jobs.options.target = webhookTarget(app, env.PUBLIC_URL, '/v1/logistics/webhook');
    const baseUrl = await sim.listen(env.TERMINAL_SIM_PORT ?? 0);
    app.log.info(`logistics: the built-in Terminal simulation serves ${baseUrl} (no parcel ships)`);
    app.decorate('logistics', new TerminalHttp('simulated', { baseUrl, secretKey, timeoutMs }));
    app.decorate('logisticsSim', sim);
    app.addHook('onReady', async () => sim.jobs.start(pollIntervalMs(stepMs)));
    // Its webhooks go to this app: they stop before the app stops answering, not after.
    app.addHook('preClose', () => sim.jobs.stop());
    app.addHook('onClose', async () => {
      await sim.close();
      await simPool.end();
    });
  },
  { name: 'logistics', dependencies: ['db'] },
);
