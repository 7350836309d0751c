import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signTerminalWebhook } from '../../src/providers/logistics/terminal/terminal-signature.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { carrierLater } from '../helpers/carrier.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { addPickupAddress, count, dispatch, insertProduct, placeOrder } from '../orders/helpers.ts';

const STEP_MS = 180_000;

describe('POST /v1/logistics/webhook: signed, re-read from the carrier, applied once', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let product: { id: string };
  const overHttp: string[] = [];
  const statusOf = async (orderId: string) =>
    (await t.pool.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status as string;
  const eventsOf = (orderId: string) =>
    count(t, 'SELECT count(*) AS n FROM shipment_events WHERE order_id = $1', [orderId]);
  const shipped = async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    expect((await dispatch(t, ada, order.id)).statusCode).toBe(200);
    const { rows } = await t.pool.query('SELECT provider_reference FROM shipments WHERE order_id = $1', [
      order.id,
    ]);
    return { order, shipmentId: rows[0].provider_reference as string };
  };
  const deliver = (payload: string, signature?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/logistics/webhook',
      headers: {
        host: new URL(t.env.PUBLIC_URL).host,
        'content-type': 'application/json',
        ...(signature ? { 'x-terminal-signature': signature } : {}),
      },
      payload,
    });
  const signed = (body: unknown) => {
    const payload = JSON.stringify(body);
    return deliver(payload, signTerminalWebhook(t.env.TERMINAL_SECRET_KEY, payload));
  };

  beforeAll(async () => {
    t = await createTestApp();
    // Requests that reach the server through its socket (app.inject never does).
    t.app.server.on('request', (request) => overHttp.push(`${request.method} ${request.url}`));
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    ada = await createMerchant(t);
    await addPickupAddress(t, ada, { state: 'Lagos', city: 'Ikeja' });
    product = await insertProduct(t, ada, { units: 50 });
  });
  afterAll(() => t.close());

  it("reaches the listening app over real HTTP: the carrier's steps move the order to delivered", async () => {
    const { order } = await shipped();
    expect((t.app.server.address() as AddressInfo).port).toBeGreaterThan(0);
    await carrierLater(t, STEP_MS + 1_000);
    expect(await statusOf(order.id)).toBe('awaiting_pickup');
    await carrierLater(t, 2 * STEP_MS + 2_000);
    expect(await statusOf(order.id)).toBe('delivered');
    expect(overHttp.filter((r) => r === 'POST /v1/logistics/webhook').length).toBeGreaterThanOrEqual(2);
    expect(await eventsOf(order.id)).toBe(3);
  });

  it('refuses a body without the signature, or signed with another key, before reading it', async () => {
    const { order, shipmentId } = await shipped();
    const body = JSON.stringify({ event: 'shipment.updated', data: { shipment_id: shipmentId } });
    for (const res of [
      await deliver(body),
      await deliver(body, signTerminalWebhook('sk_test_someone_else_key', body)),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ status: 'Failed', message: 'Invalid signature' });
    }
    expect(await eventsOf(order.id)).toBe(1);
  });

  it('a repeated or stale delivery changes nothing: the body is only a notice, the carrier is asked again', async () => {
    const { order, shipmentId } = await shipped();
    // A forged-looking but signed body claiming delivery: the carrier still says confirmed, so nothing moves.
    const claim = { event: 'shipment.updated', data: { shipment_id: shipmentId, status: 'delivered' } };
    expect((await signed(claim)).statusCode).toBe(200);
    expect(await statusOf(order.id)).toBe('shipped');
    await carrierLater(t, STEP_MS + 1_000);
    await carrierLater(t, 2 * STEP_MS + 2_000);
    expect(await statusOf(order.id)).toBe('delivered');
    const before = await count(t, 'SELECT count(*) AS n FROM notifications WHERE merchant_id = $1', [ada.id]);
    // The in-transit notice arriving again, late and twice at once: applied already, so nothing happens.
    const stale = { event: 'shipment.updated', data: { shipment_id: shipmentId, status: 'in-transit' } };
    const again = await Promise.all([signed(stale), signed(stale), signed(stale)]);
    expect(again.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(await eventsOf(order.id)).toBe(3);
    expect(await statusOf(order.id)).toBe('delivered');
    expect(await count(t, 'SELECT count(*) AS n FROM notifications WHERE merchant_id = $1', [ada.id])).toBe(
      before,
    );
    const released =
      "SELECT count(*) AS n FROM ledger_transactions WHERE merchant_id = $1 AND kind = 'escrow_release' AND description LIKE $2";
    expect(await count(t, released, [ada.id, `%${order.orderReference}%`])).toBe(1);
  });

  it('answers 503 (the carrier retries) while the carrier cannot be asked', async () => {
    const { shipmentId } = await shipped();
    t.app.logisticsSim!.faults.next('GET /shipments/track', { kind: 'status', code: 502 });
    const res = await signed({ event: 'shipment.updated', data: { shipment_id: shipmentId } });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(
      /^The logistics provider answered 502\. Send the event again later\.$/,
    );
  });
});
