import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SimJobs } from '../../src/providers/logistics/simulated/sim-jobs.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { carrierSim } from '../helpers/carrier.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { addPickupAddress, count, dispatch, getOrder, insertProduct, placeOrder } from './helpers.ts';

const STEP_MS = 180_000;
const shipments = (t: TestApp, orderId: string) =>
  count(t, 'SELECT count(*) AS n FROM shipments WHERE order_id = $1', [orderId]);
const statusOf = async (t: TestApp, orderId: string) =>
  (await t.pool.query('SELECT status FROM orders WHERE id = $1', [orderId])).rows[0].status as string;

describe('dispatch: Call Logistics through the simulated carrier (Terminal over HTTP)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let product: { id: string };
  const newOrder = async (quantity = 1) => placeOrder(t, ada, [{ productId: product.id, quantity }]);
  const carrier = () => carrierSim(t);
  /** Runs the carrier job as if `ms` had passed. */
  const later = (ms: number) => carrier().jobs.runOnce(new Date(Date.now() + ms));
  const providerReference = async (orderId: string) =>
    (await t.pool.query('SELECT provider_reference FROM shipments WHERE order_id = $1', [orderId])).rows[0]
      .provider_reference as string;

  beforeAll(async () => {
    t = await createTestApp();
    [ada, bola] = await Promise.all([createMerchant(t), createMerchant(t)]);
    product = await insertProduct(t, ada, {
      name: 'Woven basket',
      units: 500,
      weight: 2,
      dimension: { length: 30, width: 30, height: 20 },
    });
  });
  afterAll(() => t.close());

  it('needs a pickup address first, and leaves the order processing without one', async () => {
    const order = await newOrder();
    const res = await dispatch(t, ada, order.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Add a pickup address before calling logistics');
    expect(await statusOf(t, order.id)).toBe('processing');
    await addPickupAddress(t, ada, { state: 'Lagos', city: 'Ikeja' });
  });

  it('ships a processing order: data.result.order is shipped, with a shipment and its first event', async () => {
    const order = await newOrder(2);
    const res = await dispatch(t, ada, order.id, { body: { deliveryType: 'express' } });
    expect(res.statusCode).toBe(200);
    const { message, data } = res.json();
    expect(message).toBe('Order dispatched successfully');
    expect(data.result.order).toMatchObject({ id: order.id, status: 'shipped', deliveryType: 'express' });
    expect(data.result.shipment).toMatchObject({
      provider: 'simulated',
      status: 'in_transit',
      deliveryType: 'express',
      currency: 'NGN',
    });
    expect(data.result.shipment.trackingNumber).toMatch(/^OJS\d{10}$/);
    expect(data.result.shipment.rate).toBeGreaterThan(0);
    const tracked = await t.app.logistics.trackShipment(await providerReference(order.id));
    expect(tracked.events).toHaveLength(1);
    expect(tracked.events[0]!.description).toBe(
      `Pickup arranged with ${data.result.shipment.carrier}: in transit from Ikeja to Ikeja`,
    );
    const { rows } = await t.pool.query('SELECT parcel FROM shipments WHERE order_id = $1', [order.id]);
    expect(rows[0].parcel).toMatchObject({ packaging: 'Large box', weight: 4 }); // 2 × 30×30×20 cm outgrow a medium box
  });

  it('two concurrent dispatches of one order make one shipment', async () => {
    const order = await newOrder();
    const results = await Promise.all([
      dispatch(t, ada, order.id),
      dispatch(t, ada, order.id),
      dispatch(t, ada, order.id),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(results.map((r) => r.json().message).sort()).toEqual([
      'Order already dispatched',
      'Order already dispatched',
      'Order dispatched successfully',
    ]);
    expect(new Set(results.map((r) => r.json().data.result.shipment.id)).size).toBe(1);
    expect(await shipments(t, order.id)).toBe(1);
    expect(await count(t, 'SELECT count(*) AS n FROM shipment_events WHERE order_id = $1', [order.id])).toBe(
      1,
    );
  });

  it('advances the shipment one step at a time: in transit → awaiting pickup → delivered, each an event', async () => {
    const order = await newOrder();
    expect((await dispatch(t, ada, order.id)).statusCode).toBe(200);
    await later(STEP_MS / 2);
    expect(await statusOf(t, order.id)).toBe('shipped');
    await later(STEP_MS + 1_000);
    expect(await statusOf(t, order.id)).toBe('awaiting_pickup');
    // The next step is due a step after the previous one, not at once.
    await later(STEP_MS + 2_000);
    expect(await statusOf(t, order.id)).toBe('awaiting_pickup');
    await later(2 * STEP_MS + 2_000);
    expect(await statusOf(t, order.id)).toBe('delivered');
    expect(await later(10 * STEP_MS)).toBe(0);

    const { timeline, order: shown } = (await getOrder(t, ada, order.id)).json().data;
    expect(shown.status).toBe('delivered');
    expect(timeline.map((e: { status: string }) => e.status)).toEqual([
      'processing',
      'paid',
      'shipped',
      'awaiting_pickup',
      'delivered',
    ]);
    expect(timeline[3].description).toBe('Arrived at the Ikeja terminal; awaiting pickup');
    expect(timeline[4].description).toBe('Delivered to Chiamaka Eze');
    const notes = await t.pool.query(
      "SELECT title FROM notifications WHERE merchant_id = $1 AND type = 'shipment.advanced' AND body LIKE $2 ORDER BY created_at",
      [ada.id, `${order.orderReference}%`],
    );
    expect(notes.rows.map((r) => r.title)).toEqual(['Order awaiting pickup', 'Order delivered']);
  });

  it('dispatching a delivered (or awaiting pickup) order answers 409', async () => {
    const order = await newOrder();
    await dispatch(t, ada, order.id);
    await later(STEP_MS + 1_000);
    const awaiting = await dispatch(t, ada, order.id);
    expect(awaiting.statusCode).toBe(409);
    expect(awaiting.json().message).toBe('Only processing orders can be dispatched');
    await later(2 * STEP_MS + 2_000);
    expect(await statusOf(t, order.id)).toBe('delivered');
    expect((await dispatch(t, ada, order.id)).statusCode).toBe(409);
    expect(await shipments(t, order.id)).toBe(1);
  });

  it("merchant B can neither see nor dispatch merchant A's order", async () => {
    const order = await newOrder();
    const asB = await dispatch(t, bola, order.id);
    expect(asB.statusCode).toBe(404);
    expect(asB.json().message).toBe('Order not found');
    const asBforA = await dispatch(t, bola, order.id, { merchantId: ada.id });
    expect(asBforA.statusCode).toBe(404);
    expect((await getOrder(t, bola, order.id)).statusCode).toBe(404);
    expect(await statusOf(t, order.id)).toBe('processing');
    expect(await shipments(t, order.id)).toBe(0);
  });

  it('checks that the body names the order of the query', async () => {
    const order = await newOrder();
    const res = await dispatch(t, ada, order.id, {
      body: { orderId: '0190f0c2-0000-7000-8000-000000000000' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The orderId of the body must be the one of the query');
  });

  it('a provider failure leaves the order processing and dispatchable again', async () => {
    const order = await newOrder();
    carrier().failNext(1);
    const failed = await dispatch(t, ada, order.id);
    expect(failed.statusCode).toBe(422);
    expect(failed.json().message).toBe(
      'The logistics provider could not dispatch this order: The carrier is not available right now. Try again later.',
    );
    expect(await statusOf(t, order.id)).toBe('processing');
    expect(await shipments(t, order.id)).toBe(0);
    const retried = await dispatch(t, ada, order.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data.result.order.status).toBe('shipped');
  });

  it('the carrier refuses a parcel heavier than its packaging takes; the order stays dispatchable', async () => {
    const anvil = await insertProduct(t, ada, { name: 'Cast-iron pot', units: 10, weight: 60 });
    const order = await placeOrder(t, ada, [{ productId: anvil.id, quantity: 2 }]);
    const res = await dispatch(t, ada, order.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      "The logistics provider could not dispatch this order: The parcel (120 kg) does not fit the carrier's packaging (at most 100 kg)",
    );
    expect(await statusOf(t, order.id)).toBe('processing');
  });

  it('two job runners (two API instances) step each shipment once', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => newOrder()));
    for (const order of orders) expect((await dispatch(t, ada, order.id)).statusCode).toBe(200);
    const other = new SimJobs(t.db, { ...carrier().jobs.options }, () => {});
    const at = new Date(Date.now() + STEP_MS + 5_000);
    const [mine, theirs] = await Promise.all([carrier().jobs.runOnce(at), other.runOnce(at)]);
    expect(mine + theirs).toBeGreaterThanOrEqual(6);
    for (const order of orders) {
      expect(await statusOf(t, order.id)).toBe('awaiting_pickup');
      expect(
        await count(t, 'SELECT count(*) AS n FROM shipment_events WHERE order_id = $1', [order.id]),
      ).toBe(2);
    }
  });
  it('a step that fails is logged and retried later, and never holds back the other shipments', async () => {
    const [stuck, fine] = await Promise.all([newOrder(), newOrder()]);
    for (const order of [stuck, fine]) expect((await dispatch(t, ada, order.id)).statusCode).toBe(200);
    const errors: unknown[] = [];
    const { options } = carrier().jobs;
    // The merchant platform's endpoint fails for one shipment's webhooks: the carrier retries them later.
    const flaky = new SimJobs(
      t.db,
      {
        ...options,
        target: async (body, headers) => {
          if (JSON.parse(body).data.metadata.order_id === stuck.id) throw new Error('webhook endpoint down');
          return options.target!(body, headers);
        },
      },
      (error) => errors.push(error),
    );
    await flaky.runOnce(new Date(Date.now() + 100 * STEP_MS));
    expect(errors.map((e) => (e as Error).message)).toContain('webhook endpoint down');
    expect(await statusOf(t, fine.id)).toBe('awaiting_pickup');
    expect(await statusOf(t, stuck.id)).toBe('shipped');
    expect(await count(t, 'SELECT count(*) AS n FROM shipment_events WHERE order_id = $1', [stuck.id])).toBe(
      1,
    );
    // A minute on, the webhook's retry is due (the shipments' next steps are not).
    await later(100 * STEP_MS + 60_000);
    expect(await statusOf(t, stuck.id)).toBe('awaiting_pickup');
  });
});
