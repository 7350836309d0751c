import type { Database } from '../../../db/client.ts';
import { deliverDueWebhooks, type WebhookDelivery, type WebhookTarget } from './sim-webhooks.ts';
import { settleDueTransfers } from './sim-transfers.ts';
import { serialJob } from '../../../lib/interval-job.ts';

/**
 * The simulated provider's background work, in process: settle due transfers, then deliver due webhooks.
 * Runs on a timer (when an interval is set) and on demand (`runOnce`, which tests use); runs never overlap.
 */
export class SimulatedPaystackJobs {
  target: WebhookTarget | undefined;
  private readonly job;

  constructor(db: Database, delivery: WebhookDelivery, onError: (error: unknown) => void) {
    this.job = serialJob(async () => {
      const settled = await settleDueTransfers(db);
      const { delivered, failed } = await deliverDueWebhooks(db, this.target, delivery);
      return { settled, delivered, failed };
    }, onError);
  }

  runOnce(): Promise<{ settled: number; delivered: number; failed: number }> {
    return this.job.runOnce();
  }

  start(intervalMs: number) {
    this.job.start(intervalMs);
  }

  stop() {
    return this.job.stop();
  }
}
