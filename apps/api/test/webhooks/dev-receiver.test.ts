import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, productionEnv, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { signWebhook } from '../../src/modules/webhooks/webhook-signature.ts';
import { addEndpoint } from './helpers.ts';

describe('the development webhook receiver', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_INTERVAL_MS: '0' });
  });
  afterAll(() => t?.close());

  it('accepts a body signed with the endpoint’s secret, refuses any other, and lists what came', async () => {
    const merchant = await createMerchant(t);
    const endpoint = await addEndpoint(t, merchant, 'http://localhost/dev/webhook-receiver/x', [
      'order.created',
    ]);
    const body = JSON.stringify({ id: 'evt-1', type: 'order.created', created_at: '', data: { id: 'o-1' } });
    const post = (signature: string, payload = body) =>
      t.app.inject({
        method: 'POST',
        url: `/dev/webhook-receiver/${endpoint.id}`,
        headers: { 'content-type': 'application/json', 'oja-signature': signature, 'oja-event-id': 'evt-1' },
        payload,
      });
    expect((await post(signWebhook(endpoint.secret, body))).statusCode).toBe(204);
    expect((await post(signWebhook('whsec_wrong', body))).statusCode).toBe(401);
    expect((await post(signWebhook(endpoint.secret, body), body.replace('o-1', 'o-2'))).statusCode).toBe(401);
    const listed = (await t.app.inject({ method: 'GET', url: '/dev/webhook-receiver' })).json().received;
    expect(listed.slice(0, 3).map((r: { signed: boolean }) => r.signed)).toEqual([false, false, true]);
  });

  it('is not served in production', async () => {
    const prod = await createTestApp({ ...productionEnv(), DEV_OUTBOX: 'false' });
    const res = await prod.app.inject({ method: 'GET', url: '/dev/webhook-receiver' });
    expect(res.statusCode).toBe(404);
    await prod.close();
  });
});
