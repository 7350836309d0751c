import { sql } from 'drizzle-orm';
import type { PartialRealtimeEvent, RealtimeEvent } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';

/** The PostgreSQL channel every API instance LISTENs on. */
export const REALTIME_CHANNEL = 'oja_events';
/** NOTIFY payloads must stay under 8000 bytes; above this size only the event's ids travel. */
export const MAX_NOTIFY_BYTES = 7 * 1024;
/** The audience every operator's sockets join: support conversations reach all operators. */
export const SUPPORT_AUDIENCE = 'support';

/** What travels through NOTIFY: who the event is for (a user id or an audience) and the event. */
export interface RealtimeEnvelope {
  userId: string;
  event: RealtimeEvent | PartialRealtimeEvent;
}

/** The string ids of an event's data (`id`, `conversationId`, …): enough for a client to refetch. */
function idsOf(data: object): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).filter(
      ([key, value]) => (key === 'id' || key.endsWith('Id')) && typeof value === 'string',
    ),
  );
}

/** What travels through NOTIFY when sessions of a user were revoked: its sockets re-check theirs. */
export interface SessionsEndedEnvelope {
  userId: string;
  sessionsEnded: true;
}

export type RealtimePayload = RealtimeEnvelope | SessionsEndedEnvelope;

export function encodeEnvelope(userId: string, event: RealtimeEvent): string {
  const full = JSON.stringify({ userId, event } satisfies RealtimeEnvelope);
  if (Buffer.byteLength(full) <= MAX_NOTIFY_BYTES) return full;
  const partial: PartialRealtimeEvent = { type: event.type, partial: true, data: idsOf(event.data) };
  return JSON.stringify({ userId, event: partial } satisfies RealtimeEnvelope);
}

/**
 * Publishes an event to every socket of `userId` on every API instance. It is a NOTIFY, so inside a
 * transaction it is delivered only if and when the transaction commits.
 */
export async function publishEvent(db: Executor, userId: string, event: RealtimeEvent): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${encodeEnvelope(userId, event)})`);
}

/**
 * Tells every API instance that sessions of `userId` were revoked, so the sockets they authenticated
 * close. Inside a transaction it is delivered only if and when the transaction commits.
 */
export async function publishSessionsEnded(db: Executor, userId: string): Promise<void> {
  const payload = JSON.stringify({ userId, sessionsEnded: true } satisfies SessionsEndedEnvelope);
  await db.execute(sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${payload})`);
}
