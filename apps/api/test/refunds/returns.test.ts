import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { count, insertProduct, placeOrder } from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';
import { ledgerViolations, newKey } from '../wallet/wallet-helpers.ts';
import { deliverAndRelease, refundBody, refundsOf } from './refund-helpers.ts';

describe('returns: the buyer asks, the merchant accepts (with a refund) or declines', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let product: { id: string };
  const post = (m: TestMerchant, url: string, payload: Record<string, unknown>, key = newKey()) =>
    t.app.inject({ method: 'POST', url, headers: { ...m.headers, 'idempotency-key': key }, payload });
  const units = () => count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id]);

  beforeAll(async () => {
    t = await createMoneyApp();
    [ada, bola] = await Promise.all([createMerchant(t), createMerchant(t)]);
    product = await insertProduct(t, ada, { priceMinor: 500_000, units: 10 });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('takes a request only for a delivered order, one open at a time, and tells the merchant', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 2 }]);
    const early = await post(ada, `/v1/order/${order.id}/returns`, { reason: 'Too small' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only a delivered product order can be returned');

    await deliverAndRelease(t, ada.id, order.id);
    const asked = await post(ada, `/v1/order/${order.id}/returns`, { reason: 'Too small' });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data.returns).toMatchObject([
      { status: 'requested', reason: 'Too small', items: null },
    ]);
    const notified = await t.pool.query(
      `SELECT title, body FROM notifications WHERE merchant_id = $1 AND type = 'order.return_requested'`,
      [ada.id],
    );
    expect(notified.rows).toEqual([
      { title: 'Return requested', body: expect.stringContaining(`${order.orderReference}: Too small`) },
    ]);
    const twice = await post(ada, `/v1/order/${order.id}/returns`, { reason: 'Again' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This order already has a return request waiting for an answer');
    expect((await post(bola, `/v1/order/${order.id}/returns`, { reason: 'x' })).statusCode).toBe(404);

    const returnId = asked.json().data.returns[0].id as string;
    const declined = await post(ada, `/v1/order/${order.id}/returns/${returnId}/decline`, {
      reason: 'Worn',
    });
    expect(declined.statusCode).toBe(200);
    expect(declined.json().data.returns[0]).toMatchObject({ status: 'declined' });
    const again = await post(ada, `/v1/order/${order.id}/returns/${returnId}/decline`, { reason: 'Worn' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This return request was already answered');
  });

  it('accepts a return with its refund from the wallet and a restock, in one go', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 3 }]);
    await deliverAndRelease(t, ada.id, order.id);
    const stock = await units();
    const asked = await post(ada, `/v1/order/${order.id}/returns`, {
      reason: 'Wrong colour',
      items: [{ productId: product.id, quantity: 3 }],
    });
    const returnId = asked.json().data.returns[0].id as string;
    const foreign = await post(bola, `/v1/order/${order.id}/returns/${returnId}/accept`, refundBody(10));
    expect(foreign.statusCode).toBe(404);
    for (const bad of ['undefined', 'x'.repeat(80)])
      expect(
        (await post(ada, `/v1/order/${order.id}/returns/${bad}/accept`, refundBody(10))).statusCode,
      ).toBe(404);

    const accepted = await post(
      ada,
      `/v1/order/${order.id}/returns/${returnId}/accept`,
      refundBody(order.totalPrice, { restock: true, reason: 'Returned unworn' }),
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ refunded: order.totalPrice, refundable: 0 });
    expect(accepted.json().data.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'return_requested',
      'restock',
      'refund',
      'return_accepted',
    ]);
    expect(await units()).toBe(stock + 3);
  });

  it('leaves the request open when its refund is refused', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    await deliverAndRelease(t, ada.id, order.id);
    const asked = await post(ada, `/v1/order/${order.id}/returns`, { reason: 'Broken' });
    const returnId = asked.json().data.returns[0].id as string;
    const tooMuch = await post(
      ada,
      `/v1/order/${order.id}/returns/${returnId}/accept`,
      refundBody(order.totalPrice + 1),
    );
    expect(tooMuch.statusCode).toBe(422);
    expect(await refundsOf(t, ada, order.id)).toMatchObject({
      refunded: 0,
      returns: [{ status: 'requested' }],
    });
  });
});
