import { retryMessage } from '@oja/contracts';
import { and, desc, eq, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { signups } from '../../db/schema/index.ts';
import { type AccountsContext } from './accounts-context.ts';
import { lockFor } from '../../lib/db/advisory-lock.ts';
import { tooManyRequests } from '../../lib/app-error.ts';

const since = (seconds: number) => sql`now() - make_interval(secs => ${seconds})`;
const windowOf = (ctx: AccountsContext) => ctx.env.SIGNUP_WINDOW_MINUTES * 60;

/**
 * When the SIGNUPS_PER_ADDRESS-th newest sign-up of this address leaves the window, in seconds from now;
 * null while the address is under the limit.
 */
async function secondsUntilFree(db: Executor, ctx: AccountsContext, address: string): Promise<number | null> {
  const windowSeconds = windowOf(ctx);
  const [row] = await db
    .select({
      seconds: sql<number>`ceil(extract(epoch FROM ${signups.createdAt} + make_interval(secs => ${windowSeconds}) - now()))::int`,
    })
    .from(signups)
    .where(and(eq(signups.address, address), gt(signups.createdAt, since(windowSeconds))))
    .orderBy(desc(signups.createdAt))
    .offset(ctx.env.SIGNUPS_PER_ADDRESS - 1)
    .limit(1);
  return row ? row.seconds : null;
}

const refusal = (seconds: number) =>
  tooManyRequests(retryMessage('Too many accounts have been created from this network.', seconds), seconds);

/** A cheap early refusal, before the password is hashed; `claimSignup` decides under the lock. */
export async function assertSignupAllowed(ctx: AccountsContext, address: string) {
  const wait = await secondsUntilFree(ctx.db, ctx, address);
  if (wait !== null) throw refusal(wait);
}

/**
 * Counts a new account against its client address in the registration's own transaction, under a lock on
 * the address, so parallel sign-ups from one address cannot slip past SIGNUPS_PER_ADDRESS across API
 * instances; past it, 429 with Retry-After and the registration changes nothing. The address is the
 * socket's (the app trusts no forwarding header), so rotating X-Forwarded-For does not help.
 */
export async function claimSignup(tx: Executor, ctx: AccountsContext, address: string) {
  await lockFor(tx, `signup:${address}`);
  // Rows past the window count for nobody: a bounded batch of any address goes with each sign-up.
  const stale = tx
    .select({ id: signups.id })
    .from(signups)
    .where(lt(signups.createdAt, since(windowOf(ctx))))
    .limit(500);
  await tx.delete(signups).where(inArray(signups.id, stale));
  const wait = await secondsUntilFree(tx, ctx, address);
  if (wait !== null) throw refusal(wait);
  await tx.insert(signups).values({ address });
}
