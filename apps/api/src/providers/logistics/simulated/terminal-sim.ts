import Fastify, { type FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { SimFaults } from './sim-faults.ts';
import { type SimContext, SimRefusal, sendRefusal } from './sim-http.ts';
import { SimJobs, type SimJobOptions } from './sim-jobs.ts';
import { simReferenceRoutes } from './sim-routes.ts';
import { simShipmentRoutes } from './sim-shipment-routes.ts';
import { simStore } from './sim-store.ts';

export interface TerminalSimOptions {
  /** The simulation's own records (terminal_sim_*), on a pool of its own as an outside service's would be. */
  db: Database;
  secretKey: string;
  stepMs: number;
  onError: (error: unknown) => void;
}

/**
 * The built-in carrier: a local Terminal Africa served over HTTP on 127.0.0.1 with Terminal's paths,
 * bodies, status codes and errors (see terminal-wire.ts for the pages), so the app reaches it with the
 * same adapter (TerminalHttp) as the real one. It validates addresses against the states and cities it
 * serves, quotes two carriers by distance and weight, keeps one shipment per order, steps arranged
 * shipments on its job and tells the app by signed webhooks.
 */
export class TerminalSim {
  readonly faults = new SimFaults();
  readonly jobs: SimJobs;
  private readonly server: FastifyInstance;
  private url = '';

  constructor(private readonly options: TerminalSimOptions) {
    const jobOptions: SimJobOptions = { stepMs: options.stepMs, secretKey: options.secretKey };
    this.jobs = new SimJobs(options.db, jobOptions, options.onError);
    this.server = Fastify({ logger: false, forceCloseConnections: true });
    this.faults.install(this.server);
    this.server.addHook('onRequest', async (request, reply) => {
      if (request.headers.authorization !== `Bearer ${options.secretKey}`)
        return reply.code(401).send({ status: false, message: 'Invalid or expired secret key' });
    });
    this.server.setErrorHandler((error, _request, reply) => {
      if (!(error instanceof SimRefusal)) options.onError(error);
      return sendRefusal(reply, error);
    });
    const ctx: SimContext = { db: options.db, stepMs: options.stepMs, now: () => new Date() };
    void this.server.register(simReferenceRoutes, { ctx });
    void this.server.register(simShipmentRoutes, { ctx });
  }

  /** Listens on 127.0.0.1 (port 0: any free one); resolves to the base URL the adapter calls. */
  async listen(port = 0): Promise<string> {
    const address = await this.server.listen({ host: '127.0.0.1', port });
    this.url = address;
    return address;
  }

  get baseUrl() {
    return this.url;
  }

  /** Makes the next `count` pickups refused as if the carrier were down (tests, demos). */
  failNext(count?: number, reason?: string) {
    this.faults.failNext(count, reason);
  }

  /** The demo's story: when the shipments of these orders take their next step. */
  scheduleNextSteps(next: { orderId: string; at: Date }[]) {
    return simStore.scheduleNextSteps(this.options.db, next);
  }

  async close() {
    await this.jobs.stop();
    await this.server.close();
  }
}
