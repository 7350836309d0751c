import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

/** A delivery a worker holds: what to send, where, and the attempt row written before sending. */
export interface ClaimedDelivery {
  merchantId: string;
  id: string;
  attemptId: string;
  attemptCount: number;
  url: string;
  secret: string;
  eventId: string;
  type: string;
  createdAt: string;
  data: Record<string, unknown>;
}

export const deliveryRepository = {
  /**
   * Claims up to `limit` due deliveries for `claimSeconds` and records an attempt for each, in one
   * statement (its own transaction): `FOR UPDATE SKIP LOCKED` keeps two instances off the same row, and
   * the claim keeps it taken after the statement commits, until the attempt's outcome is written or the
   * claim expires (a stopped instance) and it is taken again with the same event. A delivery waits while
   * an older one of the same object to the same endpoint is still pending, so each object's events
   * arrive in order. Endpoints that are disabled are skipped.
   */
  async claim(db: Executor, limit: number, claimSeconds: number): Promise<ClaimedDelivery[]> {
    const result = await db.execute(sql`
      WITH due AS (
        SELECT d.merchant_id, d.id FROM webhook_deliveries d
        JOIN webhook_endpoints e ON e.merchant_id = d.merchant_id AND e.id = d.endpoint_id AND e.enabled
        WHERE d.status = 'pending' AND d.next_attempt_at <= now()
          AND (d.claimed_until IS NULL OR d.claimed_until < now())
          AND NOT EXISTS (
            SELECT 1 FROM webhook_deliveries older
            WHERE older.endpoint_id = d.endpoint_id AND older.object_key = d.object_key
              AND older.status = 'pending' AND older.seq < d.seq AND older.merchant_id = d.merchant_id
          )
        ORDER BY d.next_attempt_at
        LIMIT ${limit}
        FOR UPDATE OF d SKIP LOCKED
      ), claimed AS (
        UPDATE webhook_deliveries d
        SET claimed_until = now() + make_interval(secs => ${claimSeconds}), attempt_count = d.attempt_count + 1
        FROM due WHERE d.merchant_id = due.merchant_id AND d.id = due.id
        RETURNING d.merchant_id, d.id, d.endpoint_id, d.event_id, d.attempt_count
      ), attempt AS (
        INSERT INTO webhook_attempts (merchant_id, id, delivery_id, request_headers, request_body)
        SELECT merchant_id, gen_random_uuid(), id, '{}'::jsonb, '' FROM claimed
        RETURNING merchant_id, id, delivery_id
      )
      SELECT c.merchant_id AS "merchantId", c.id, a.id AS "attemptId", c.attempt_count AS "attemptCount",
        e.url, e.secret, ev.id AS "eventId", ev.type, ev.created_at AS "createdAt", ev.data
      FROM claimed c
      JOIN attempt a ON a.merchant_id = c.merchant_id AND a.delivery_id = c.id
      JOIN webhook_endpoints e ON e.merchant_id = c.merchant_id AND e.id = c.endpoint_id
      JOIN webhook_events ev ON ev.merchant_id = c.merchant_id AND ev.id = c.event_id`);
    return (result.rows as unknown as (ClaimedDelivery & { createdAt: Date | string })[]).map((row) => ({
      ...row,
      createdAt: new Date(row.createdAt).toISOString(),
    }));
  },

  /** What was sent, written before the POST leaves: a crash mid-send still shows what went out. */
  async recordRequest(db: Executor, d: ClaimedDelivery, headers: Record<string, string>, body: string) {
    await db.execute(sql`
      UPDATE webhook_attempts SET request_headers = ${JSON.stringify(headers)}::jsonb, request_body = ${body}
      WHERE merchant_id = ${d.merchantId} AND id = ${d.attemptId}`);
  },

  /**
   * The attempt's outcome, the delivery's next state and the endpoint's failure count, in `tx`. Only a
   * delivery still claimed by this attempt changes (`attempt_count` unchanged since the claim).
   */
  async finish(
    tx: Executor,
    d: ClaimedDelivery,
    outcome: {
      status: number | null;
      body: string | null;
      durationMs: number;
      error: string | null;
      delivered: boolean;
      /** Seconds until the next attempt; null when the delivery has no attempt left. */
      retryInSeconds: number | null;
    },
  ) {
    await tx.execute(sql`
      UPDATE webhook_attempts SET response_status = ${outcome.status}, response_body = ${outcome.body},
        duration_ms = ${outcome.durationMs}, error = ${outcome.error}
      WHERE merchant_id = ${d.merchantId} AND id = ${d.attemptId}`);
    // An earlier attempt that never got its outcome was cut short by a stopped instance.
    await tx.execute(sql`
      UPDATE webhook_attempts SET error = 'Interrupted before an answer was recorded'
      WHERE merchant_id = ${d.merchantId} AND delivery_id = ${d.id} AND id <> ${d.attemptId}
        AND duration_ms IS NULL AND error IS NULL`);
    const state = outcome.delivered ? 'delivered' : outcome.retryInSeconds === null ? 'failed' : 'pending';
    const updated = await tx.execute(sql`
      UPDATE webhook_deliveries SET status = ${state}, claimed_until = NULL,
        delivered_at = CASE WHEN ${outcome.delivered} THEN now() END,
        next_attempt_at = now() + make_interval(secs => ${outcome.retryInSeconds ?? 0})
      WHERE merchant_id = ${d.merchantId} AND id = ${d.id} AND attempt_count = ${d.attemptCount}
      RETURNING endpoint_id AS "endpointId"`);
    return (updated.rows[0] as { endpointId: string } | undefined)?.endpointId ?? null;
  },

  /**
   * Counts the endpoint's run of failures (reset by a success) and disables it once the run reaches
   * `maxFailures` or has lasted `maxDays`; the disabled endpoint's owner address when it just stopped.
   */
  async countOutcome(
    tx: Executor,
    merchantId: string,
    endpointId: string,
    delivered: boolean,
    limits: { maxFailures: number; maxDays: number },
  ): Promise<{ url: string; email: string } | null> {
    if (delivered) {
      await tx.execute(sql`
        UPDATE webhook_endpoints SET consecutive_failures = 0, failing_since = NULL
        WHERE merchant_id = ${merchantId} AND id = ${endpointId}`);
      return null;
    }
    const counted = await tx.execute(sql`
      UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1,
        failing_since = coalesce(failing_since, now())
      WHERE merchant_id = ${merchantId} AND id = ${endpointId} AND enabled
      RETURNING consecutive_failures AS "failures",
        failing_since <= now() - make_interval(days => ${limits.maxDays}) AS "tooLong"`);
    const run = counted.rows[0] as { failures: number; tooLong: boolean } | undefined;
    if (!run || (run.failures < limits.maxFailures && !run.tooLong)) return null;
    const failures = run.failures;
    const stopped = await tx.execute(sql`
      UPDATE webhook_endpoints e SET enabled = false,
        disabled_reason = ${`Stopped after ${failures} failed attempts in a row`}
      FROM users u
      WHERE e.merchant_id = ${merchantId} AND e.id = ${endpointId} AND u.id = e.merchant_id
      RETURNING e.url, u.email`);
    return (stopped.rows[0] as { url: string; email: string } | undefined) ?? null;
  },
};
