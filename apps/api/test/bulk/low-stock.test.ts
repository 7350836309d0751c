import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { outbox } from '../accounts/account-helpers.ts';
import { createCatalogueApp, createProduct } from '../catalogue/helpers.ts';
import { placeUnpaidOrder } from '../orders/helpers.ts';
import { post } from './helpers.ts';

describe('products: low-stock alerts', () => {
  let t: TestApp, a: TestMerchant, b: TestMerchant;
  suiteApp(async () => ({ t, a, b } = await withTwoMerchants(createCatalogueApp())));

  const alertsOf = async (merchant: TestMerchant) => {
    await t.app.stockAlerts.runOnce();
    const res = await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: merchant.headers });
    return res.json().data.results.filter((n: { type: string }) => n.type === 'stock.low');
  };
  const sell = (sku: string, units: number) =>
    t.db.execute(
      sql`update products set units = units - ${units} where merchant_id = ${a.id} and sku = ${sku}`,
    );

  it('alerts once per crossing: not per sale while low, again after a restock and a new fall', async () => {
    const product = await createProduct(t, a, {
      sku: 'LOW-1',
      name: 'Shea butter',
      units: 6,
      low_stock_threshold: 3,
    });
    expect(product.low_stock_threshold).toBe(3);
    await sell('LOW-1', 2); // 4 left: still above
    expect(await alertsOf(a)).toHaveLength(0);

    await sell('LOW-1', 1); // 3 left: crossed
    await sell('LOW-1', 1); // 2 left: still low, no second alert
    const [alert, ...more] = await alertsOf(a);
    expect(more).toHaveLength(0);
    expect(alert).toMatchObject({
      title: 'Low stock: Shea butter',
      body: 'Shea butter (LOW-1) has 3 left, alert at 3.',
    });
    const mails = await outbox(t, a.email);
    expect(mails.filter((m) => m.subject === 'Low stock: Shea butter')).toHaveLength(1);

    // Restocked above the threshold, then a bulk edit takes it back down: a new crossing.
    await t.app.inject({
      method: 'PUT',
      url: `/v1/product/${product.id}`,
      headers: a.headers,
      payload: { units: 10 },
    });
    expect(await alertsOf(a)).toHaveLength(1);
    const bulk = await post(t, a, '/v1/products/bulk', {
      target: { productId: [product.id] },
      change: { units: { adjust: -9 } },
    });
    expect(bulk.statusCode).toBe(201);
    expect(await alertsOf(a)).toHaveLength(2);
    expect(await alertsOf(b)).toHaveLength(0);
  });

  it('sends the stock.low event to the webhook endpoints that chose it, once per crossing', async () => {
    const endpoint = await post(t, b, '/v1/webhooks', {
      url: 'http://localhost:9/hook',
      events: ['stock.low'],
    });
    expect(endpoint.statusCode, endpoint.body).toBe(201);
    const product = await createProduct(t, b, {
      sku: 'LOW-B',
      name: 'Palm oil',
      units: 5,
      low_stock_threshold: 2,
    });
    await t.db.execute(sql`update products set units = 2 where merchant_id = ${b.id} and id = ${product.id}`);
    await t.db.execute(sql`update products set units = 1 where merchant_id = ${b.id} and id = ${product.id}`);
    await t.app.stockAlerts.runOnce();
    await t.app.stockAlerts.runOnce();
    const events = await t.pool.query(
      `SELECT data FROM webhook_events WHERE merchant_id = $1 AND type = 'stock.low'`,
      [b.id],
    );
    expect(events.rows.map((r) => r.data)).toEqual([
      { id: product.id, name: 'Palm oil', sku: 'LOW-B', units: 2, threshold: 2 },
    ]);
  });

  it('alerts once when checkouts take the stock down to the threshold, not at each sale after', async () => {
    const product = await createProduct(t, a, {
      sku: 'LOW-3',
      name: 'Aso oke',
      units: 4,
      low_stock_threshold: 2,
    });
    const before = (await alertsOf(a)).length;
    for (let sale = 0; sale < 3; sale++)
      await placeUnpaidOrder(t, a, [{ productId: product.id, quantity: 1 }]);
    const alerts = await alertsOf(a);
    expect(alerts).toHaveLength(before + 1);
    expect(alerts[0]).toMatchObject({ body: 'Aso oke (LOW-3) has 2 left, alert at 2.' });
  });

  it('never alerts a product without a threshold, nor when only the threshold changes', async () => {
    const product = await createProduct(t, a, { sku: 'LOW-2', units: 5 });
    const before = (await alertsOf(a)).length;
    await sell('LOW-2', 5);
    await t.app.inject({
      method: 'PUT',
      url: `/v1/product/${product.id}`,
      headers: a.headers,
      payload: { low_stock_threshold: 10 },
    });
    expect(await alertsOf(a)).toHaveLength(before);
  });
});
