import { withdrawalLimitMessage } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { retryAfterSeconds, tooManyRequests } from '../../lib/app-error.ts';
import { payoutRepository } from './payout-repository.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * Refuses a withdrawal once the merchant has requested `perDay` of them in the last 24 hours (a stolen
 * session cannot drain the wallet in a stream of small payouts, nor run up provider fees). Counted in the
 * database under a per-merchant advisory lock held to the end of the transaction, so the limit holds
 * across API instances and concurrent requests; called before any ledger write.
 */
export async function assertWithdrawalAllowed(tx: Executor, merchantId: string, perDay: number) {
  await lockFor(tx, `withdrawals:${merchantId}`);
  const { count, secondsLeft } = await payoutRepository.countRecent(tx, merchantId, DAY_SECONDS);
  if (count < perDay) return;
  throw tooManyRequests(withdrawalLimitMessage(perDay, retryAfterSeconds(secondsLeft)), secondsLeft);
}
