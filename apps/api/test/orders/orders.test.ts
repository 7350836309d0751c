import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { addPickupAddress, dispatch, getOrder, insertProduct, placeOrder } from './helpers.ts';

describe('orders: the seller lists and one order', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  const placed: { id: string; orderReference: string }[] = [];
  const list = (m: TestMerchant, query: string) =>
    t.app.inject({ method: 'GET', url: `/v1/order/seller?${query}`, headers: m.headers });
  const setStatus = (id: string, status: string) =>
    t.pool.query('UPDATE orders SET status = $2 WHERE id = $1', [id, status]);

  beforeAll(async () => {
    t = await createTestApp();
    [ada, bola] = await Promise.all([createMerchant(t), createMerchant(t)]);
    await addPickupAddress(t, ada);
    const product = await insertProduct(t, ada, { name: 'Beaded necklace', priceMinor: 700_000, units: 100 });
    for (let i = 0; i < 12; i++)
      placed.push(await placeOrder(t, ada, [{ productId: product.id, quantity: 1 + (i % 3) }]));
    // Two in transit (through the carrier), one awaiting pickup, one delivered.
    for (const order of placed.slice(0, 2)) expect((await dispatch(t, ada, order.id)).statusCode).toBe(200);
    await setStatus(placed[2]!.id, 'awaiting_pickup');
    await setStatus(placed[3]!.id, 'delivered');
  });
  afterAll(() => t.close());

  it("answers product orders as a 'result' list with the page figures, newest first", async () => {
    const res = await list(ada, 'type=PRODUCT&page=1&limit=5');
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Product orders fetched successfully');
    expect(data).toMatchObject({ page: 1, limit: 5, totalPages: 3, totalResults: 12 });
    expect(data.result.map((o: { id: string }) => o.id)).toEqual(
      placed
        .slice(7)
        .reverse()
        .map((o) => o.id),
    );
    const order = data.result[0];
    for (const field of [
      '_id',
      'status',
      'createdAt',
      'email',
      'delivery_name',
      'phone',
      'deliveryType',
      'userId',
      'orderReference',
      'delivery_address',
      'delivery_note',
      'delivery_price',
      'cartTotal',
      'totalPrice',
      'orderedAt',
      'type',
      'updatedAt',
      'id',
    ]) {
      expect(order, field).toHaveProperty(field);
    }
    expect(order.products[0].productId).toMatchObject({ name: 'Beaded necklace', price: 7_000 });
    const last = (await list(ada, 'type=product&page=3&limit=5')).json().data;
    expect(last.result).toHaveLength(2);
  });

  it('filters by the tab names and by the statuses themselves', async () => {
    const ids = async (status: string) =>
      (await list(ada, `type=PRODUCT&limit=50&status=${encodeURIComponent(status)}`))
        .json()
        .data.result.map((o: { id: string }) => o.id);
    expect(await ids('all')).toHaveLength(12);
    expect(await ids('')).toHaveLength(12);
    expect(new Set(await ids('in transit'))).toEqual(new Set([placed[0]!.id, placed[1]!.id]));
    expect(new Set(await ids('shipped'))).toEqual(new Set([placed[0]!.id, placed[1]!.id]));
    expect(await ids('awaiting pickup')).toEqual([placed[2]!.id]);
    expect(await ids('awaiting_pickup')).toEqual([placed[2]!.id]);
    expect(await ids('delivered')).toEqual([placed[3]!.id]);
    expect(await ids('processing')).toHaveLength(8);
    const unknown = await list(ada, 'type=PRODUCT&status=lost');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown status filter');
    expect((await list(ada, 'type=GADGET')).statusCode).toBe(400);
  });

  it('GET v1/order lists every order of the merchant, paginated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/order?limit=4', headers: ada.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ page: 1, limit: 4, totalPages: 3, totalResults: 12 });
    expect(res.json().data.results).toHaveLength(4);
    const delivered = await t.app.inject({
      method: 'GET',
      url: '/v1/order?status=delivered',
      headers: ada.headers,
    });
    expect(delivered.json().data.results.map((o: { id: string }) => o.id)).toEqual([placed[3]!.id]);
  });

  it('GET /v1/order/{id} gives the order, its products, shipment and timeline', async () => {
    const res = await getOrder(t, ada, placed[0]!.id);
    expect(res.statusCode).toBe(200);
    const { order, products, booking, shipment, timeline } = res.json().data;
    expect(order).toMatchObject({
      id: placed[0]!.id,
      status: 'shipped',
      orderReference: placed[0]!.orderReference,
    });
    expect(products).toEqual(order.products);
    expect(booking).toBeNull();
    expect(shipment).toMatchObject({ provider: 'simulated', status: 'in_transit', deliveryType: 'standard' });
    expect(timeline.map((e: { status: string }) => e.status)).toEqual(['processing', 'paid', 'shipped']);

    const fresh = (await getOrder(t, ada, placed[11]!.id)).json().data;
    expect(fresh.shipment).toBeNull();
    expect(fresh.timeline).toEqual([
      { status: 'processing', description: 'Order placed', location: null, at: fresh.order.orderedAt },
      { status: 'paid', description: 'Payment received', location: null, at: fresh.order.paidAt },
    ]);
  });

  it("another merchant neither sees nor opens A's orders (404 like a missing one)", async () => {
    const theirs = await getOrder(t, bola, placed[0]!.id);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().message).toBe('Order not found');
    expect((await getOrder(t, bola, '0190f0c2-0000-7000-8000-000000000000')).json().message).toBe(
      'Order not found',
    );
    expect((await getOrder(t, bola, 'nope')).statusCode).toBe(404);
    expect((await list(bola, 'type=PRODUCT')).json().data).toMatchObject({
      result: [],
      totalResults: 0,
      totalPages: 0,
    });
    const all = await t.app.inject({ method: 'GET', url: '/v1/order', headers: bola.headers });
    expect(all.json().data.totalResults).toBe(0);
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/order/seller?type=PRODUCT' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'GET', url: '/v1/order' })).statusCode).toBe(401);
  });
});
