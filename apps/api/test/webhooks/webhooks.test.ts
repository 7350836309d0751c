import { createHmac } from 'node:crypto';
import { WEBHOOK_EVENTS } from '@oja/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { insertProduct, placeOrder, placeUnpaidOrder } from '../orders/helpers.ts';
import { emitEvent } from '../../src/modules/webhooks/index.ts';
import { verifyWebhook } from '../../src/modules/webhooks/webhook-signature.ts';
import { retryDelaySeconds } from '../../src/modules/webhooks/delivery-worker.ts';
import { addEndpoint, deliveriesOf, makeDue } from './helpers.ts';
import { type Receiver, startReceiver } from './receiver.ts';

describe('outgoing webhooks', () => {
  let t: TestApp;
  let a: TestMerchant;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_INTERVAL_MS: '0' });
    a = await createMerchant(t);
    receiver = await startReceiver();
  });
  afterEach(async () => {
    receiver.state.mode = 'ok';
    await t.pool.query('DELETE FROM webhook_endpoints');
  });
  afterAll(async () => {
    await receiver?.close();
    await t?.close();
  });

  it('POSTs each event of a placed and paid order, signed with the endpoint’s secret', async () => {
    const endpoint = await addEndpoint(t, a, receiver.url);
    const product = await insertProduct(t, a);
    const order = await placeOrder(t, a, [{ productId: product.id, quantity: 1 }]);
    expect(await t.app.webhookDelivery.runOnce()).toBeGreaterThan(0);
    while ((await t.app.webhookDelivery.runOnce()) > 0);

    const mine = receiver.received.filter(
      (r) => r.json.data.id === order.id || r.json.data.orderId === order.id,
    );
    expect(mine.map((r) => r.json.type)).toEqual(['order.created', 'order.updated', 'payment.succeeded']);
    for (const r of mine) {
      // As docs/webhooks.md tells a receiver to check it, written here independently of the signer.
      const [t, v1] = String(r.headers['oja-signature'])
        .split(',')
        .map((part) => part.split('=')[1]!);
      expect(v1).toBe(createHmac('sha256', endpoint.secret).update(`${t}.${r.body}`).digest('hex'));
      expect(verifyWebhook(endpoint.secret, r.body, r.headers['oja-signature'] as string)).toBe(true);
      expect(verifyWebhook(endpoint.secret, `${r.body} `, r.headers['oja-signature'] as string)).toBe(false);
      expect(verifyWebhook('whsec_other', r.body, r.headers['oja-signature'] as string)).toBe(false);
      expect(r.headers['oja-event-id']).toBe(r.json.id);
      expect(r.headers['oja-event-type']).toBe(r.json.type);
      expect(r.headers['content-type']).toBe('application/json');
    }
    expect(mine[0]!.json.data).toMatchObject({
      reference: order.orderReference,
      total: order.totalPrice * 100,
    });
    const log = await deliveriesOf(t, a, endpoint.id);
    expect(log.every((d) => d.status === 'delivered' && d.attempts[0]!.responseStatus === 200)).toBe(true);
    expect(log[0]!.attempts[0]!.requestHeaders['oja-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
  });

  it('writes no event when the change rolls back', async () => {
    const endpoint = await addEndpoint(t, a, receiver.url, ['product.updated']);
    await t.db
      .transaction(async (tx) => {
        await emitEvent(tx, a.id, 'product.updated', { id: 'p-1' });
        throw new Error('the change failed');
      })
      .catch(() => {});
    expect(await deliveriesOf(t, a, endpoint.id)).toEqual([]);
  });

  it('retries a receiver that is down, then delivers every event in order per object', async () => {
    const endpoint = await addEndpoint(t, a, receiver.url, ['order.updated']);
    const objects = ['o-1', 'o-2', 'o-3'];
    for (let step = 1; step <= 4; step++)
      for (const id of objects)
        await t.db.transaction((tx) => emitEvent(tx, a.id, 'order.updated', { id, step }));
    receiver.state.mode = 'refuse';
    const before = receiver.received.length;
    await t.app.webhookDelivery.runOnce();
    // Only the oldest event of each object was tried: the rest wait behind it.
    expect(receiver.received.length - before).toBe(objects.length);
    let log = await deliveriesOf(t, a, endpoint.id);
    const failed = log.filter((d) => d.attemptCount === 1);
    expect(failed).toHaveLength(3);
    expect(failed.every((d) => d.status === 'pending' && d.attempts[0]!.responseStatus === 503)).toBe(true);
    // Nothing is due again before its backoff.
    expect(await t.app.webhookDelivery.runOnce()).toBe(0);
    await makeDue(t);
    await t.app.webhookDelivery.runOnce();

    receiver.state.mode = 'ok';
    for (let i = 0; i < 10; i++) {
      await makeDue(t);
      await t.app.webhookDelivery.runOnce();
    }
    log = await deliveriesOf(t, a, endpoint.id);
    expect(log.filter((d) => d.status === 'delivered')).toHaveLength(12);
    for (const id of objects) {
      const steps = [...receiver.processed.values()]
        .filter((r) => r.json.data.id === id)
        .map((r) => r.json.data.step);
      expect(steps).toEqual([1, 2, 3, 4]);
    }
  });

  it('backs off over about a day with jitter, then gives up', () => {
    const delays = [1, 2, 3, 4, 5, 6].map((n) => retryDelaySeconds(n, () => 0.5)!);
    expect(delays).toEqual([60, 300, 1_800, 7_200, 21_600, 43_200]);
    expect(retryDelaySeconds(7)).toBeNull();
    expect(retryDelaySeconds(1, () => 0)).toBe(48);
    expect(retryDelaySeconds(1, () => 1)).toBe(72);
  });

  it('sends a test event, rotates the secret and redelivers with the same event id', async () => {
    const endpoint = await addEndpoint(t, a, receiver.url, ['booking.created']);
    const sent = await t.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${endpoint.id}/test`,
      headers: a.headers,
    });
    expect(sent.statusCode).toBe(200);
    await t.app.webhookDelivery.runOnce();
    const [test] = await deliveriesOf(t, a, endpoint.id);
    expect(test).toMatchObject({ eventType: 'webhook.test', status: 'delivered' });

    const rotated = await t.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${endpoint.id}/rotate-secret`,
      headers: a.headers,
    });
    const secret = rotated.json().data.secret as string;
    expect(secret).not.toBe(endpoint.secret);
    const again = await t.app.inject({
      method: 'POST',
      url: `/v1/webhooks/${endpoint.id}/deliveries/${test!.id}/redeliver`,
      headers: a.headers,
    });
    expect(again.statusCode).toBe(200);
    await t.app.webhookDelivery.runOnce();
    const last = receiver.received.at(-1)!;
    expect(last.json.id).toBe(test!.eventId);
    expect(verifyWebhook(secret, last.body, last.headers['oja-signature'] as string)).toBe(true);
    const [redelivered] = await deliveriesOf(t, a, endpoint.id);
    expect(redelivered!.attempts).toHaveLength(2);
  });

  it('emits booking, payment and order events from the real writers only for chosen types', async () => {
    const endpoint = await addEndpoint(t, a, receiver.url, ['order.created']);
    const product = await insertProduct(t, a);
    const order = await placeUnpaidOrder(t, a, [{ productId: product.id, quantity: 1 }]);
    await t.app.webhookDelivery.runOnce();
    const log = await deliveriesOf(t, a, endpoint.id);
    expect(log.map((d) => d.eventType)).toEqual(['order.created']);
    expect(receiver.received.at(-1)!.json.data.id).toBe(order.id);
  });

  it('documents every event’s body in the OpenAPI document', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
    const schemas = doc.components.schemas as Record<string, { properties: Record<string, unknown> }>;
    for (const type of WEBHOOK_EVENTS) {
      expect(Object.keys(schemas[`WebhookEvent.${type}`]!.properties)).toEqual([
        'id',
        'type',
        'created_at',
        'data',
      ]);
    }
    expect(schemas['WebhookEvent.order.created']!.properties.data).toMatchObject({
      properties: { total: { type: 'integer' } },
    });
  });
});
