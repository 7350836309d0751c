import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import { addPickupAddress, buyer, insertProduct, payOrder, placeOrder } from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';

/** Paid orders are counted per channel: the buyer's checkout, payment links and offline sales. */
describe('sales per channel (real PostgreSQL)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    ada = await createMerchant(t, { businessName: 'Ada Fabrics', state: 'Lagos' });
    await addPickupAddress(t, ada);
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: ada.headers, payload });

  it('counts each paid order once under its channel; an unpaid link is not a sale yet', async () => {
    const product = await insertProduct(t, ada, { priceMinor: 1_000_000, units: 20 });
    const cart = [{ productId: product.id, quantity: 1 }];
    await placeOrder(t, ada, cart);
    const link = (await post('/v1/order/payment-link', { ...buyer(), cart })).json().data;
    await payOrder(t, link);
    await post('/v1/order/payment-link', { ...buyer(), cart });
    for (const method of ['cash', 'pos']) {
      expect((await post('/v1/order/offline-sale', { method, cart })).statusCode).toBe(201);
    }

    const res = await t.app.inject({ method: 'GET', url: '/v1/order/channels', headers: ada.headers });
    expect(res.statusCode).toBe(200);
    const byChannel = Object.fromEntries(
      res
        .json()
        .data.channels.map((c: { channel: string; orders: number; sales: number }) => [
          c.channel,
          [c.orders, c.sales],
        ]),
    );
    expect(byChannel).toEqual({
      online: [1, link.totalPrice],
      payment_link: [1, link.totalPrice],
      offline: [2, 20_000],
    });

    const reports = await t.app.inject({ method: 'GET', url: '/v1/dashboard/reports', headers: ada.headers });
    expect(reports.json().data.current.orders).toBe(4);
  });

  it('refuses a malformed range with 400', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/order/channels?from=yesterday',
      headers: ada.headers,
    });
    expect(res.statusCode).toBe(400);
  });
});
