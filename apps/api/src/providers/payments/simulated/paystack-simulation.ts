import { createDatabase, createPool } from '../../../db/client.ts';
import { SimulatedPaystackJobs } from './sim-jobs.ts';
import { paystackSimServer } from './sim-server.ts';
import { SimulatedPaystack } from './simulated-paystack.ts';

export interface PaystackSimulationOptions {
  /** The database the simulation keeps its records in (its own paystack_sim_* tables). */
  databaseUrl: string;
  secretKey: string;
  /** Base of the hosted checkout pages, which the app serves (sim-checkout-routes.ts). */
  publicUrl: string;
  /** The port to listen on, on 127.0.0.1; 0 picks a free one. */
  port: number;
  transferDelayMs: number;
  webhookMaxAttempts: number;
  webhookRetryMs: number;
  onError: (error: unknown) => void;
}

export interface PaystackSimulation {
  /** Where the simulated Paystack API answers, e.g. http://127.0.0.1:41234. */
  url: string;
  sim: SimulatedPaystack;
  /** Settles transfers and delivers webhooks; its `target` is set by whoever receives them. */
  jobs: SimulatedPaystackJobs;
  close: () => Promise<void>;
}

/**
 * Starts the built-in Paystack as an outside service of its own: a small pool of its own (it never borrows
 * the API's connections), its HTTP server on loopback, and its transfer and webhook jobs (started by the
 * caller, since only it knows where webhooks go).
 */
export async function startPaystackSimulation(
  options: PaystackSimulationOptions,
): Promise<PaystackSimulation> {
  const pool = createPool(options.databaseUrl, 3);
  const db = createDatabase(pool);
  const sim = new SimulatedPaystack({
    db,
    secretKey: options.secretKey,
    publicUrl: options.publicUrl,
    transferDelayMs: options.transferDelayMs,
  });
  const jobs = new SimulatedPaystackJobs(
    db,
    {
      secretKey: options.secretKey,
      maxAttempts: options.webhookMaxAttempts,
      retryMs: options.webhookRetryMs,
    },
    options.onError,
  );
  const server = paystackSimServer(sim, options.secretKey);
  let url: string;
  try {
    url = await server.listen({ host: '127.0.0.1', port: options.port });
  } catch (error) {
    await pool.end();
    throw error;
  }
  return {
    url,
    sim,
    jobs,
    close: async () => {
      await jobs.stop();
      await server.close();
      await pool.end();
    },
  };
}
