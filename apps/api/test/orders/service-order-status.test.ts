import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { buyer, checkout, insertProduct, insertService, payOrder, placeOrder } from './helpers.ts';

function nextMonday(after: number): string {
  const date = new Date(Date.now() + after * 86_400_000);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

describe('PATCH /v1/order/{id}/status: moving a service order', () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let other: TestMerchant;
  let serviceId: string;
  let slot = 0;

  /** A booking, paid by the buyer unless `paid` is false. */
  const bookOne = async (paid = true) => {
    const res = await checkout(t, {
      merchantId: merchant.id,
      ...buyer({ deliveryAddress: undefined }),
      service: { serviceId, bookedDate: nextMonday(7 * ++slot), startHour: '10:00', endHour: '11:00' },
    });
    expect(res.statusCode).toBe(201);
    if (paid) await payOrder(t, res.json().data);
    return res.json().data.id as string;
  };
  const move = (id: string, status: string, as: TestMerchant = merchant) =>
    t.app.inject({
      method: 'PATCH',
      url: `/v1/order/${id}/status`,
      headers: as.headers,
      payload: { status },
    });

  beforeAll(async () => {
    t = await createTestApp();
    [merchant, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
    const service = await insertService(t, merchant, {
      availableSchedule: [{ day: 'monday', start: '09:00', end: '17:00', location: { type: 'online' } }],
    });
    serviceId = service.id;
  });
  afterAll(() => t.close());

  it('walks a paid booking NEW → PENDING → DELIVERED, each listed under its tab', async () => {
    const id = await bookOne();
    for (const [status, tab] of [
      ['PENDING', 'on transit'],
      ['DELIVERED', 'delivered'],
    ] as const) {
      const res = await move(id, status);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ message: 'Order status updated', data: { order: { status } } });
      const list = await t.app.inject({
        method: 'GET',
        url: `/v1/order/seller?type=SERVICE&status=${encodeURIComponent(tab)}`,
        headers: merchant.headers,
      });
      expect(list.json().data.result.map((o: { id: string }) => o.id)).toContain(id);
    }
  });

  it('refuses a move the rules do not allow with 409, changing nothing; payment is not the merchant’s to set', async () => {
    const id = await bookOne();
    for (const status of ['PAID', 'NOT_PAID', 'NEW', 'CANCELLED']) {
      const res = await move(id, status);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe(`A service order cannot go from NEW to ${status}`);
    }
    const unpaid = await bookOne(false);
    for (const status of ['PAID', 'NEW', 'PENDING', 'DELIVERED']) {
      const res = await move(unpaid, status);
      expect(res.statusCode, status).toBe(409);
      expect(res.json().message).toBe('This order has not been paid yet');
    }
    const { rows } = await t.pool.query(
      'SELECT id, status, payment_status FROM orders WHERE id IN ($1, $2)',
      [id, unpaid],
    );
    expect(new Map(rows.map((r) => [r.id, [r.status, r.payment_status]]))).toEqual(
      new Map([
        [id, ['NEW', 'paid']],
        [unpaid, ['NOT_PAID', 'awaiting_payment']],
      ]),
    );
  });

  it('applies only one of two concurrent moves out of NEW', async () => {
    const id = await bookOne();
    const answers = await Promise.all([move(id, 'PENDING'), move(id, 'PENDING')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
  });

  it("keeps product orders on their shipment and another merchant's order invisible", async () => {
    const product = await insertProduct(t, merchant, { units: 5 });
    const order = await placeOrder(t, merchant, [{ productId: product.id, quantity: 1 }]);
    const productMove = await move(order.id, 'DELIVERED');
    expect(productMove.statusCode).toBe(409);
    const id = await bookOne();
    const foreign = await move(id, 'PENDING', other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Order not found');
  });

  it('validates the status', async () => {
    const id = await bookOne();
    const res = await move(id, 'SHIPPED');
    expect(res.statusCode).toBe(400);
  });
});
