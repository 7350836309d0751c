import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { addPickupAddress, dispatch, getOrder, insertProduct, placeOrder } from './helpers.ts';

describe('the carrier job on its own clock (LOGISTICS_STEP_SECONDS=0.5)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let listener: pg.Client;
  const published: { userId: string; event: { type: string; data: { orderId: string; status: string } } }[] =
    [];

  beforeAll(async () => {
    t = await createTestApp({ LOGISTICS_STEP_SECONDS: '0.5' });
    ada = await createMerchant(t);
    listener = new pg.Client({ connectionString: String(t.pool.options.connectionString) });
    await listener.connect();
    listener.on('notification', (message) => published.push(JSON.parse(message.payload!)));
    await listener.query('LISTEN oja_events');
  });
  afterAll(async () => {
    await listener.end();
    await t.close();
  });

  it('moves a dispatched order to delivered by itself, publishing order.updated at every step', async () => {
    await addPickupAddress(t, ada, { state: 'Rivers', city: 'Port Harcourt' });
    const product = await insertProduct(t, ada, { units: 3 });
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }], {
      deliveryAddress: { address: '5 Aba Road', state: 'Abia', city: 'Aba' },
    });
    const started = Date.now();
    expect((await dispatch(t, ada, order.id)).statusCode).toBe(200);
    let status = 'shipped';
    while (status !== 'delivered' && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await getOrder(t, ada, order.id)).json().data.order.status;
    }
    expect(status).toBe('delivered');
    // Two steps of 0.5 s each: well under the 10 s allowed, and not faster than the steps themselves.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const updates = published.filter(
      (p) => p.event.type === 'order.updated' && p.event.data.orderId === order.id,
    );
    expect(updates.every((p) => p.userId === ada.id)).toBe(true);
    // Placed, then paid (still processing), then each step of the shipment.
    expect(updates.map((p) => p.event.data.status)).toEqual([
      'processing',
      'processing',
      'shipped',
      'awaiting_pickup',
      'delivered',
    ]);
    const timeline = (await getOrder(t, ada, order.id)).json().data.timeline;
    expect(timeline.map((e: { status: string }) => e.status)).toEqual([
      'processing',
      'paid',
      'shipped',
      'awaiting_pickup',
      'delivered',
    ]);
    expect(timeline[2].description).toContain('in transit from Port Harcourt to Aba');
  });
});
