import { KEEP_KEYS_HOURS, purgeIdempotencyKeys } from '../idempotency/index.ts';
import { releaseHeldPayout } from './payout-hold.ts';
import { payoutRepository } from './payout-repository.ts';
import { dispatchPayout, redispatchPayouts } from './payout-service.ts';
import type { WalletContext } from './wallet-context.ts';

/** Held payouts whose hold has ended are released and sent (an operator may release or cancel earlier). */
export async function releaseDueHolds(ctx: WalletContext) {
  let released = 0;
  for (const { reference } of await payoutRepository.dueHolds(ctx.db)) {
    const payout = await releaseHeldPayout(ctx.db, reference, true);
    if (!payout) continue;
    released += 1;
    await dispatchPayout(ctx, payout);
  }
  return released;
}

/** One pass of the wallet's own background work. */
export async function runWalletJobs(ctx: WalletContext) {
  const released = await releaseDueHolds(ctx);
  const redispatched = await redispatchPayouts(ctx);
  const purgedKeys = await purgeIdempotencyKeys(ctx.db, KEEP_KEYS_HOURS);
  return { released, redispatched, purgedKeys };
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
