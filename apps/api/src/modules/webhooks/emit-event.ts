import { WEBHOOK_TEST_EVENT, type WebhookEventType } from '@oja/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { newId } from '../../db/schema/columns.ts';

/**
 * The object an event is about, `kind:id`: deliveries of one object to one endpoint go out in order. A
 * payment, refund or booking belongs to its order (or invoice), a message to its conversation.
 */
function objectKeyOf(type: string, data: Record<string, unknown>) {
  if (data.orderId) return `order:${String(data.orderId)}`;
  if (data.invoiceId) return `invoice:${String(data.invoiceId)}`;
  if (data.conversationId) return `conversation:${String(data.conversationId)}`;
  const kind = type.split('.')[0]!;
  return `${kind === 'stock' ? 'product' : kind}:${String(data.id ?? '')}`;
}

/**
 * Records a business event in the transaction `tx` of the change that caused it (the transactional
 * outbox, decision 049): one event row and one pending delivery per enabled endpoint of the merchant that
 * chose this type. If the change rolls back, so does the event; once it commits, the delivery worker sends
 * it. `data` is the object as the event's type documents it (docs/webhooks.md), JSON only.
 */
export async function emitEvent(
  tx: Executor,
  merchantId: string,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  await insertEvent(tx, merchantId, type, data, sql`${type} = ANY(e.events)`);
}

/** Queues the test event for one endpoint (whatever it chose), in `tx`; false when it is not the merchant's. */
export async function emitTestEvent(tx: Executor, merchantId: string, endpointId: string): Promise<boolean> {
  const data = { id: newId(), message: 'A test event from Oja: your endpoint is reachable.' };
  return (await insertEvent(tx, merchantId, WEBHOOK_TEST_EVENT, data, sql`e.id = ${endpointId}`)) > 0;
}

async function insertEvent(
  tx: Executor,
  merchantId: string,
  type: WebhookEventType | typeof WEBHOOK_TEST_EVENT,
  data: Record<string, unknown>,
  endpoints: ReturnType<typeof sql>,
): Promise<number> {
  // Nothing is written for a merchant without an endpoint that wants the event: most merchants have none.
  const result = await tx.execute(sql`
    WITH targets AS (
      SELECT e.id FROM webhook_endpoints e
      WHERE e.merchant_id = ${merchantId} AND e.enabled AND ${endpoints}
    ), event AS (
      INSERT INTO webhook_events (merchant_id, id, type, object_key, data)
      SELECT ${merchantId}, ${newId()}, ${type}, ${objectKeyOf(type, data)}, ${JSON.stringify(data)}::jsonb
      WHERE EXISTS (SELECT 1 FROM targets)
      RETURNING id, object_key
    )
    INSERT INTO webhook_deliveries (merchant_id, id, endpoint_id, event_id, object_key)
    SELECT ${merchantId}, gen_random_uuid(), t.id, event.id, event.object_key FROM targets t, event`);
  return result.rowCount ?? 0;
}
