import type { Database } from '../../../db/client.ts';
import { deliverDueWebhooks, type WebhookDelivery, type WebhookTarget } from './sim-webhooks.ts';
import { settleDueTransfers } from './sim-transfers.ts';

/**
 * The simulated provider's background work, in process: settle due transfers, then deliver due webhooks.
 * Runs on a timer (when an interval is set) and on demand (`runOnce`, which tests use); runs never overlap.
 */
export class SimulatedPaystackJobs {
  target: WebhookTarget | undefined;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> = Promise.resolve();
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly delivery: WebhookDelivery,
    private readonly onError: (error: unknown) => void,
  ) {}

  runOnce(): Promise<{ settled: number; delivered: number; failed: number }> {
    const run = this.running.then(async () => {
      const settled = await settleDueTransfers(this.db);
      const { delivered, failed } = await deliverDueWebhooks(this.db, this.target, this.delivery);
      return { settled, delivered, failed };
    });
    this.running = run.catch(() => {});
    return run;
  }

  start(intervalMs: number) {
    if (intervalMs <= 0) return;
    const tick = () => {
      this.timer = setTimeout(async () => {
        await this.runOnce().catch(this.onError);
        if (!this.stopped) tick();
      }, intervalMs);
      this.timer.unref();
    };
    tick();
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
