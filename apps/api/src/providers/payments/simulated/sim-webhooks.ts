import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { paystackSimWebhooks } from '../../../db/schema/index.ts';
import { SIGNATURE_HEADER, signWebhook } from '../paystack-signature.ts';

/** Sends one webhook to the merchant platform; resolves to the HTTP status it answered with. */
import type { WebhookTarget } from '../../webhook-target.ts';
export type { WebhookTarget };

export interface WebhookDelivery {
  secretKey: string;
  maxAttempts: number;
  retryMs: number;
}

/** Queues an event in the caller's transaction, so a state change and its webhook commit together. */
export async function enqueueWebhook(db: Executor, event: string, data: Record<string, unknown>) {
  await db.insert(paystackSimWebhooks).values({ event, payload: JSON.stringify({ event, data }) });
}

/**
 * Delivers due events, signed as Paystack signs them. A delivery that does not get a 2xx is retried with
 * exponential backoff, up to `maxAttempts`, then given up (like Paystack's retry policy).
 */
export async function deliverDueWebhooks(
  db: Database,
  target: WebhookTarget | undefined,
  opts: WebhookDelivery,
) {
  if (!target) return { delivered: 0, failed: 0 };
  // Claim with a lease, so that a second instance never sends the same attempt and no lock is held while sending.
  const claimed = await db
    .update(paystackSimWebhooks)
    .set({
      attempts: sql`${paystackSimWebhooks.attempts} + 1`,
      nextAttemptAt: sql`now() + interval '60 seconds'`,
    })
    .where(
      inArray(
        paystackSimWebhooks.id,
        db
          .select({ id: paystackSimWebhooks.id })
          .from(paystackSimWebhooks)
          .where(
            and(
              isNull(paystackSimWebhooks.deliveredAt),
              isNull(paystackSimWebhooks.failedAt),
              lte(paystackSimWebhooks.nextAttemptAt, sql`now()`),
            ),
          )
          .orderBy(asc(paystackSimWebhooks.createdAt))
          .limit(50)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  let delivered = 0;
  let failed = 0;
  for (const hook of claimed) {
    const status = await target(hook.payload, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signWebhook(opts.secretKey, hook.payload),
    }).catch(() => 0);
    const ok = status >= 200 && status < 300;
    const giveUp = !ok && hook.attempts >= opts.maxAttempts;
    const backoff = opts.retryMs * 2 ** (hook.attempts - 1);
    await db
      .update(paystackSimWebhooks)
      .set({
        lastStatus: status,
        deliveredAt: ok ? new Date() : null,
        failedAt: giveUp ? new Date() : null,
        nextAttemptAt: ok || giveUp ? hook.nextAttemptAt : new Date(Date.now() + backoff),
      })
      .where(eq(paystackSimWebhooks.id, hook.id));
    if (ok) delivered += 1;
    else failed += 1;
  }
  return { delivered, failed };
}
