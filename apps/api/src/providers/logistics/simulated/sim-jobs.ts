import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Database, Executor } from '../../../db/client.ts';
import { type TerminalSimShipmentRow, terminalSimWebhooks } from '../../../db/schema/index.ts';
import { serialJob } from '../../../lib/interval-job.ts';
import { signTerminalWebhook, TERMINAL_SIGNATURE_HEADER } from '../terminal/terminal-signature.ts';
import type { TerminalShipmentEvent } from '../terminal/terminal-wire.ts';
import { simStore, toWireShipment } from './sim-store.ts';

/** Sends one webhook to the merchant platform; resolves to the HTTP status it answered with. */
import type { WebhookTarget } from '../../webhook-target.ts';

export interface SimJobOptions {
  stepMs: number;
  secretKey: string;
  /** Where webhooks go; none are sent (they wait) until it is set. */
  target?: WebhookTarget;
}

const BATCH = 100;
const MAX_ATTEMPTS = 8;
const RETRY_MS = 1_000;
const LEASE_MS = 60_000;

/** A shipment's next status and the event that tells of it; null once delivered. */
async function nextStep(db: Executor, row: TerminalSimShipmentRow, at: Date) {
  const to = await simStore.address(db, row.deliveryAddressId);
  if (!to) return null;
  const event = (status: string, description: string, location: string): TerminalShipmentEvent => ({
    created_at: at.toISOString(),
    status,
    description,
    location,
  });
  if (row.status === 'confirmed' || row.status === 'pending')
    return {
      status: 'in-transit' as const,
      event: event(
        'in-transit',
        `Arrived at the ${to.city} terminal; awaiting pickup`,
        `${to.city}, ${to.state}`,
      ),
    };
  if (row.status === 'in-transit') {
    const name = `${to.first_name} ${to.last_name}`.trim();
    return {
      status: 'delivered' as const,
      event: event('delivered', `Delivered to ${name}`, `${to.line1}, ${to.city}`),
    };
  }
  return null;
}

/**
 * Moves every shipment due at `now` one step (confirmed → in-transit → delivered). Rows are claimed in
 * batches with FOR UPDATE SKIP LOCKED, so instances running this at once never step a shipment twice;
 * each step commits with its webhook, which is sent afterwards (the carrier does not wait for the
 * merchant's platform).
 */
export async function advanceDueShipments(db: Database, stepMs: number, now: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await db.transaction(async (tx) => {
      const due = await simStore.claimDue(tx, now, BATCH);
      for (const row of due) {
        const next = await nextStep(tx, row, now);
        const moved = await simStore.moveShipment(tx, row.shipmentId, [row.status], {
          ...(next ? { status: next.status, events: [...row.events, next.event] } : {}),
          nextStepAt: next && next.status !== 'delivered' ? new Date(now.getTime() + stepMs) : null,
        });
        if (next && moved) await simStore.enqueueWebhook(tx, 'shipment.updated', toWireShipment(moved), now);
        if (next) total++;
      }
      return due.length;
    });
    if (claimed < BATCH) return total;
  }
}

/**
 * Sends the webhooks due at `now`, signed (terminal-signature.ts). One not answered 2xx is retried with
 * exponential backoff, up to MAX_ATTEMPTS. Each is claimed with a lease first, so a second instance
 * never sends the same attempt and no lock is held while sending.
 */
export async function deliverDueWebhooks(
  db: Database,
  options: SimJobOptions,
  now: Date,
  onError: (error: unknown) => void,
): Promise<number> {
  let total = 0;
  for (;;) {
    const { claimed, delivered } = await deliverBatch(db, options, now, onError);
    total += delivered;
    if (claimed < BATCH) return total;
  }
}

async function deliverBatch(
  db: Database,
  options: SimJobOptions,
  now: Date,
  onError: (error: unknown) => void,
) {
  const target = options.target;
  if (!target) return { claimed: 0, delivered: 0 };
  const claimed = await db
    .update(terminalSimWebhooks)
    .set({ nextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      inArray(
        terminalSimWebhooks.id,
        db
          .select({ id: terminalSimWebhooks.id })
          .from(terminalSimWebhooks)
          .where(
            and(
              isNull(terminalSimWebhooks.deliveredAt),
              isNull(terminalSimWebhooks.failedAt),
              lte(terminalSimWebhooks.nextAttemptAt, now),
            ),
          )
          .orderBy(asc(terminalSimWebhooks.createdAt))
          .limit(BATCH)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning();
  claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id));
  let delivered = 0;
  for (const hook of claimed) {
    const headers = {
      'content-type': 'application/json',
      [TERMINAL_SIGNATURE_HEADER]: signTerminalWebhook(options.secretKey, hook.payload),
    };
    const status = await target(hook.payload, headers).catch((error: unknown) => {
      onError(error);
      return 0;
    });
    const ok = status >= 200 && status < 300;
    const attempts = hook.attempts + 1;
    const giveUp = !ok && attempts >= MAX_ATTEMPTS;
    await db
      .update(terminalSimWebhooks)
      .set({
        attempts,
        lastStatus: status,
        deliveredAt: ok ? now : null,
        failedAt: giveUp ? now : null,
        nextAttemptAt: new Date(now.getTime() + RETRY_MS * 2 ** (attempts - 1)),
      })
      .where(eq(terminalSimWebhooks.id, hook.id));
    if (ok) delivered++;
  }
  return { claimed: claimed.length, delivered };
}

/** The carrier's background work: steps then webhooks, on a timer (never overlapping) and on demand. */
export class SimJobs {
  private readonly job;

  constructor(
    db: Database,
    readonly options: SimJobOptions,
    onError: (error: unknown) => void,
  ) {
    this.job = serialJob(async (now: Date = new Date()) => {
      const advanced = await advanceDueShipments(db, options.stepMs, now);
      await deliverDueWebhooks(db, options, now, onError);
      return advanced;
    }, onError);
  }

  /** Steps every shipment due at `now` (default: the present) and sends what is due; resolves to how many moved. */
  runOnce(now = new Date()): Promise<number> {
    return this.job.runOnce(now);
  }

  start(intervalMs: number) {
    this.job.start(intervalMs);
  }

  stop() {
    return this.job.stop();
  }
}
