import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';

/** POST /v1/webhooks as `merchant`; the created endpoint (with its secret). */
export async function addEndpoint(
  t: TestApp,
  merchant: TestMerchant,
  url: string,
  events: string[] = ['order.created', 'order.updated', 'payment.succeeded'],
) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/webhooks',
    headers: merchant.headers,
    payload: { url, events, description: 'Fulfilment system' },
  });
  if (res.statusCode !== 201) throw new Error(`add endpoint: ${res.statusCode} ${res.body}`);
  return res.json().data as { id: string; secret: string; url: string; enabled: boolean };
}

export async function deliveriesOf(t: TestApp, merchant: TestMerchant, endpointId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/v1/webhooks/${endpointId}/deliveries`,
    headers: merchant.headers,
  });
  if (res.statusCode !== 200) throw new Error(`deliveries: ${res.statusCode} ${res.body}`);
  return res.json().data.deliveries as {
    id: string;
    eventId: string;
    eventType: string;
    status: string;
    attemptCount: number;
    attempts: {
      responseStatus: number | null;
      error: string | null;
      requestHeaders: Record<string, string>;
    }[];
  }[];
}

/** Makes every pending delivery due now, as if its backoff had passed. */
export const makeDue = (t: TestApp) =>
  t.pool.query(`UPDATE webhook_deliveries SET next_attempt_at = now() WHERE status = 'pending'`);
