import { WEBHOOK_EVENTS } from '@oja/contracts';
import type { Database } from '../db/client.ts';
import { newId } from '../db/schema/columns.ts';
import { webhookEndpoints } from '../db/schema/index.ts';
import { emitTestEvent } from '../modules/webhooks/index.ts';

/**
 * The demo seller's webhook endpoint, pointed at the receiver the app serves outside production
 * (/dev/webhook-receiver), with a test event queued for it: the living demo's orders and
 * messages then fill its delivery log. Nothing in production, or where the app's own address is not
 * local (the receiver is then not reachable over plain http).
 */
export async function seedDemoWebhook(db: Database, sellerId: string, publicUrl: string, nodeEnv: string) {
  const origin = new URL(publicUrl);
  if (nodeEnv === 'production' || !['localhost', '127.0.0.1'].includes(origin.hostname)) return;
  const id = newId();
  await db.insert(webhookEndpoints).values({
    merchantId: sellerId,
    id,
    url: new URL(`/dev/webhook-receiver/${id}`, origin).toString(),
    description: 'Demo receiver (served by this app while developing)',
    events: [...WEBHOOK_EVENTS],
    secret: `whsec_${crypto.randomUUID().replaceAll('-', '')}`,
  });
  await db.transaction((tx) => emitTestEvent(tx, sellerId, id));
}
