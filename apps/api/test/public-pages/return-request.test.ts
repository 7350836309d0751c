import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { count, insertProduct, payOrder, placeUnpaidOrder } from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';
import { deliverAndRelease } from '../refunds/refund-helpers.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';

/**
 * The buyer asks for a return on the tracking page (a form, no script): only once the order is delivered
 * and paid, one open request at a time, with a reason; the merchant is told. Another merchant's or a
 * made-up link changes nothing.
 */
describe('return requests from the tracking page', () => {
  let t: TestApp;
  let ada: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    ada = await createMerchant(t, { businessName: 'Ada Returns', state: 'Lagos' });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  const post = (path: string, reason?: string) =>
    t.app.inject({
      method: 'POST',
      url: path,
      payload: reason === undefined ? '' : new URLSearchParams({ reason }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const requests = (orderId: string) =>
    count(t, 'SELECT count(*) AS n FROM return_requests WHERE order_id = $1', [orderId]);

  it('offers the form only when delivered; takes one reasoned request; the merchant is told', async () => {
    const product = await insertProduct(t, ada, { name: 'Ankara gown', units: 3 });
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    await payOrder(t, order);
    const link = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/links`,
      headers: ada.headers,
      payload: {},
    });
    const path = new URL(link.json().data.url).pathname;
    expect((await t.app.inject({ method: 'GET', url: path })).body).not.toContain('Request a return');
    expect((await post(`${path}/return`, 'Too small')).statusCode).toBe(409);

    await deliverAndRelease(t, ada.id, order.id);
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain('Request a return');
    const empty = await post(`${path}/return`, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('Give a reason for the return');
    expect(await requests(order.id)).toBe(0);

    const asked = await post(`${path}/return`, 'Too small <b>for me</b>');
    expect(asked.statusCode).toBe(303);
    expect(asked.headers.location).toBe(path);
    const page = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain('Your return request is with the seller');
    expect(page).toContain('Too small &lt;b&gt;for me&lt;/b&gt;');
    expect(page).not.toContain('Request a return');
    expect((await post(`${path}/return`, 'Again')).statusCode).toBe(409);
    expect(await requests(order.id)).toBe(1);
    expect(
      await count(
        t,
        "SELECT count(*) AS n FROM notifications WHERE merchant_id = $1 AND type = 'order.return_requested'",
        [ada.id],
      ),
    ).toBe(1);

    // The seller accepts with a refund: the page says so, and what came back.
    const returnId = (
      await t.pool.query<{ id: string }>('SELECT id FROM return_requests WHERE order_id = $1', [order.id])
    ).rows[0]!.id;
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/returns/${returnId}/accept`,
      headers: { ...ada.headers, 'idempotency-key': `accept-${returnId}` },
      payload: { amount: 10, reason: 'Returned', destination: 'store_credit' },
    });
    expect(accepted.statusCode).toBe(200);
    const after = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(after).toContain('The seller accepted your return.');
    expect(after).toContain('Refunded to you: ₦10.00');

    for (const bad of [`/t/${'A'.repeat(43)}/return`, '/t/x/return'])
      expect((await post(bad, 'Nope')).statusCode).toBe(404);
  });
});
