import { webhookMessages } from '@oja/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../accounts/account-helpers.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { emitEvent } from '../../src/modules/webhooks/index.ts';
import { deliverDue } from '../../src/modules/webhooks/delivery-worker.ts';
import { addressAllowed, checkWebhookUrl, urlPolicyFor } from '../../src/modules/webhooks/webhook-url.ts';
import { addEndpoint, deliveriesOf, makeDue } from './helpers.ts';
import { type Receiver, startReceiver } from './receiver.ts';

const production = urlPolicyFor('production');
const development = urlPolicyFor('development');

describe('webhook endpoints', () => {
  let t: TestApp;
  let a: TestMerchant;
  let b: TestMerchant;
  let receiver: Receiver;
  beforeAll(async () => {
    t = await createTestApp({ WEBHOOK_INTERVAL_MS: '0' });
    [a, b] = await Promise.all([createMerchant(t), createMerchant(t)]);
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

  const add = (merchant: TestMerchant, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/webhooks', headers: merchant.headers, payload });

  it('refuses a change that changes nothing (400), and another merchant’s endpoint is 404', async () => {
    const created = await add(a, { url: `${receiver.url}/hook`, events: ['order.created'] });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    const patch = (merchant: TestMerchant, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PATCH', url: `/v1/webhooks/${id}`, headers: merchant.headers, payload });
    for (const payload of [{}, { url: 'http://localhost:4623/hook' }]) {
      const res = await patch(a, payload);
      expect(res.statusCode, res.body).toBe(400);
    }
    expect((await patch(b, { enabled: false })).statusCode).toBe(404);
    expect((await patch(a, { enabled: false })).json().data.enabled).toBe(false);
  });

  it('refuses URLs that would reach the server’s own network, and plain http off localhost', async () => {
    const refused: [string, string][] = [
      ['http://example.com/hook', webhookMessages.httpsOnly],
      ['https://10.0.0.7/hook', webhookMessages.privateAddress],
      ['https://169.254.169.254/latest/meta-data', webhookMessages.privateAddress],
      ['https://192.168.1.1/hook', webhookMessages.privateAddress],
      ['https://[fd00::1]/hook', webhookMessages.privateAddress],
      ['https://[::ffff:10.0.0.1]/hook', webhookMessages.privateAddress],
      ['ftp://example.com/hook', webhookMessages.httpsOnly],
      ['not a url', webhookMessages.urlInvalid],
    ];
    for (const [url, message] of refused) {
      const res = await add(a, { url, events: ['order.created'] });
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(res.json()), url).toContain(message);
    }
    expect((await add(a, { url: 'https://hooks.example.com/x', events: [] })).statusCode).toBe(400);
    expect(
      (await add(a, { url: 'https://hooks.example.com/x', events: ['order.exploded'] })).statusCode,
    ).toBe(400);
    const rows = await t.pool.query('SELECT 1 FROM webhook_endpoints WHERE merchant_id = $1', [a.id]);
    expect(rows.rowCount).toBe(0);
  });

  it('in production refuses loopback and private addresses, at saving and at delivery', async () => {
    expect(() => checkWebhookUrl('http://localhost:3000/hook', production)).toThrow(
      webhookMessages.httpsOnly,
    );
    expect(() => checkWebhookUrl('https://127.0.0.1/hook', production)).toThrow(
      webhookMessages.privateAddress,
    );
    expect(() => checkWebhookUrl('https://localhost/hook', production)).toThrow(
      webhookMessages.privateAddress,
    );
    expect(checkWebhookUrl('https://hooks.example.com/x', production).host).toBe('hooks.example.com');
    expect(addressAllowed('127.0.0.1', production)).toBe(false);
    expect(addressAllowed('127.0.0.1', development)).toBe(true);
    expect(addressAllowed('10.1.2.3', development)).toBe(false);
    expect(addressAllowed('8.8.8.8', production)).toBe(true);

    // Saved while developing, the endpoint is refused by a production worker before any connection.
    const endpoint = await addEndpoint(t, a, receiver.url, ['product.updated']);
    await t.db.transaction((tx) => emitEvent(tx, a.id, 'product.updated', { id: 'p-1' }));
    const before = receiver.received.length;
    const ctx = { db: t.db, mailer: t.app.mailer, log: t.app.log, policy: production, timeoutMs: 2_000 };
    expect(await deliverDue(ctx)).toBe(1);
    expect(receiver.received.length).toBe(before);
    const [delivery] = await deliveriesOf(t, a, endpoint.id);
    expect(delivery!.status).toBe('pending');
    // http to a loopback address: refused on both counts in production.
    expect(delivery!.attempts[0]!.error).toBe(webhookMessages.httpsOnly);
  });

  it('keeps one merchant’s endpoints and deliveries from another', async () => {
    const endpoint = await addEndpoint(t, a, receiver.url, ['order.created']);
    const listed = await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: b.headers });
    expect(listed.json().data.endpoints).toEqual([]);
    const calls = [
      { method: 'GET' as const, url: `/v1/webhooks/${endpoint.id}/deliveries` },
      { method: 'PATCH' as const, url: `/v1/webhooks/${endpoint.id}`, payload: { enabled: false } },
      { method: 'DELETE' as const, url: `/v1/webhooks/${endpoint.id}` },
      { method: 'POST' as const, url: `/v1/webhooks/${endpoint.id}/rotate-secret` },
      { method: 'POST' as const, url: `/v1/webhooks/${endpoint.id}/test` },
    ];
    for (const call of calls) {
      const res = await t.app.inject({ ...call, headers: b.headers });
      expect(res.statusCode, call.url).toBe(404);
    }
    // B's event never reaches A's endpoint.
    await t.db.transaction((tx) => emitEvent(tx, b.id, 'order.created', { id: 'b-order' }));
    expect(await deliveriesOf(t, a, endpoint.id)).toEqual([]);
    const mine = await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: a.headers });
    expect(mine.json().data.endpoints.map((e: { id: string }) => e.id)).toEqual([endpoint.id]);
  });

  it('stops an endpoint after 50 failures in a row and emails the owner; turned on again, it starts afresh', async () => {
    const endpoint = await addEndpoint(t, a, receiver.url, ['order.updated']);
    await t.pool.query(
      'UPDATE webhook_endpoints SET consecutive_failures = 48, failing_since = now() WHERE id = $1',
      [endpoint.id],
    );
    receiver.state.mode = 'refuse';
    await t.db.transaction((tx) => emitEvent(tx, a.id, 'order.updated', { id: 'o-9', step: 1 }));
    await t.app.webhookDelivery.runOnce();
    let [row] = (await t.pool.query('SELECT enabled FROM webhook_endpoints WHERE id = $1', [endpoint.id]))
      .rows;
    expect(row.enabled).toBe(true);
    expect(await outbox(t, a.email)).toEqual([]);
    await makeDue(t);
    await t.app.webhookDelivery.runOnce();
    const listed = await t.app.inject({ method: 'GET', url: '/v1/webhooks', headers: a.headers });
    expect(listed.json().data.endpoints[0]).toMatchObject({ enabled: false, consecutiveFailures: 50 });
    expect(listed.json().data.endpoints[0].disabledReason).toContain('50 failed attempts');
    const [mail] = await outbox(t, a.email);
    expect(mail!.subject).toBe('Oja stopped sending events to one of your webhook endpoints');
    expect(mail!.body).toContain(receiver.url);
    // Disabled: nothing more is sent, however due.
    await makeDue(t);
    expect(await t.app.webhookDelivery.runOnce()).toBe(0);

    receiver.state.mode = 'ok';
    const enabled = await t.app.inject({
      method: 'PATCH',
      url: `/v1/webhooks/${endpoint.id}`,
      headers: a.headers,
      payload: { enabled: true },
    });
    expect(enabled.json().data).toMatchObject({
      enabled: true,
      consecutiveFailures: 0,
      disabledReason: null,
    });
    await makeDue(t);
    await t.app.webhookDelivery.runOnce();
    [row] = (
      await t.pool.query('SELECT status FROM webhook_deliveries WHERE endpoint_id = $1', [endpoint.id])
    ).rows;
    expect(row.status).toBe('delivered');
  });

  it('stops an endpoint that has failed for 3 days', async () => {
    const endpoint = await addEndpoint(t, a, receiver.url, ['order.updated']);
    await t.pool.query(
      `UPDATE webhook_endpoints SET consecutive_failures = 3, failing_since = now() - interval '3 days 1 minute' WHERE id = $1`,
      [endpoint.id],
    );
    receiver.state.mode = 'refuse';
    await t.db.transaction((tx) => emitEvent(tx, a.id, 'order.updated', { id: 'o-10' }));
    await t.app.webhookDelivery.runOnce();
    receiver.state.mode = 'ok';
    const [row] = (await t.pool.query('SELECT enabled FROM webhook_endpoints WHERE id = $1', [endpoint.id]))
      .rows;
    expect(row.enabled).toBe(false);
  });

  it('replays a retried create with the same Idempotency-Key instead of adding a second endpoint', async () => {
    const call = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/webhooks',
        headers: { ...a.headers, 'idempotency-key': 'add-hook-1' },
        payload: { url: 'https://hooks.example.com/oja', events: ['order.created'] },
      });
    const [first, second] = [await call(), await call()];
    expect(first.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    const rows = await t.pool.query('SELECT 1 FROM webhook_endpoints WHERE merchant_id = $1', [a.id]);
    expect(rows.rowCount).toBe(1);
  });
});
