import { uploadMessages } from '@oja/contracts';
import { AppError } from '../../lib/app-error.ts';

/** Seconds a client is asked to wait when the queue is full: about the time one large image takes. */
const RETRY_AFTER_SECONDS = '5';

const busy = () =>
  new AppError('UNAVAILABLE', uploadMessages.busy, undefined, { 'retry-after': RETRY_AFTER_SECONDS });

/**
 * Runs at most `concurrency` tasks at once, keeps at most `maxWaiting` more in line (first come, first
 * served) and refuses the rest at once with 503 + Retry-After, so a burst of work waits in a bounded
 * line instead of all running together.
 */
export class WorkQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running++;
    else if (this.waiting.length < this.maxWaiting) {
      // The finishing task hands its place over, so `running` already counts this one.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else throw busy();
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.running--;
    }
  }
}
