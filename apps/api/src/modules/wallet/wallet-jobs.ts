import { idempotencyRepository } from './idempotency-repository.ts';
import { KEEP_KEYS_HOURS } from './idempotency.ts';
import { redispatchPayouts } from './payout-service.ts';
import type { WalletContext } from './wallet-context.ts';

/** One pass of the wallet's own background work. */
export async function runWalletJobs(ctx: WalletContext) {
  const redispatched = await redispatchPayouts(ctx);
  const purgedKeys = await idempotencyRepository.purgeOlderThan(ctx.db, KEEP_KEYS_HOURS);
  return { redispatched, purgedKeys };
}

/** Runs the wallet jobs every `intervalMs` (never overlapping) until the returned stop is called. */
export function startWalletJobs(ctx: WalletContext, intervalMs: number): () => Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const tick = () => {
    timer = setTimeout(() => {
      running = runWalletJobs(ctx)
        .catch((error: unknown) => ctx.log.error({ err: error }, 'wallet jobs failed'))
        .finally(() => stopped || tick());
    }, intervalMs);
    timer.unref();
  };
  if (intervalMs > 0) tick();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    await running;
  };
}
