import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import { count, insertProduct } from '../orders/helpers.ts';
import { createMoneyApp, ngnWallet } from '../orders/money-helpers.ts';

/**
 * Offline sales: a walk-in buyer paid in cash, bank transfer or POS. Stock is taken at once (never below
 * zero), the order is paid on the 'offline' channel, and its money is on the ledger between
 * offline:<method> and sales:offline — never in the withdrawable wallet.
 */
describe('offline sales (real PostgreSQL)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    ada = await createMerchant(t, { businessName: 'Ada Fabrics', state: 'Lagos' });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  const sell = (body: unknown, key?: string, merchant = ada) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/order/offline-sale',
      headers: { ...merchant.headers, ...(key ? { 'idempotency-key': key } : {}) },
      payload: body as object,
    });

  it('records a cash sale: stock taken, paid on the offline channel, the customer added, the wallet untouched', async () => {
    const product = await insertProduct(t, ada, { name: 'Adire tote', priceMinor: 1_250_000, units: 5 });
    const res = await sell({
      method: 'cash',
      cart: [{ productId: product.id, quantity: 2 }],
      buyer: { name: 'Bola Ade', email: 'bola@example.com', phone: '0803 111 2222' },
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({ totalPrice: 25_000, paymentStatus: 'paid', status: 'delivered' });
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(3);
    const { rows } = await t.pool.query('SELECT channel, offline_method FROM orders WHERE id = $1', [
      order.id,
    ]);
    expect(rows).toEqual([{ channel: 'offline', offline_method: 'cash' }]);
    const entries = await t.pool.query(
      `SELECT e.account, e.amount::int AS amount FROM ledger_entries e
         JOIN ledger_transactions x ON x.merchant_id = e.merchant_id AND x.id = e.transaction_id
        WHERE x.merchant_id = $1 AND x.kind = 'offline_sale' AND x.reference = $2 ORDER BY e.account`,
      [ada.id, order.orderReference],
    );
    expect(entries.rows).toEqual([
      { account: 'offline:cash', amount: 2_500_000 },
      { account: 'sales:offline', amount: -2_500_000 },
    ]);
    expect(await ngnWallet(t, ada)).toEqual({ available: 0, pending: 0 });
    expect(
      await count(
        t,
        "SELECT count(*) AS n FROM customers WHERE merchant_id = $1 AND email = 'bola@example.com'",
        [ada.id],
      ),
    ).toBe(1);
  });

  it('a walk-in buyer with no details: the order is still recorded, nobody joins the customer book', async () => {
    const product = await insertProduct(t, ada, { units: 1 });
    const before = await count(t, 'SELECT count(*) AS n FROM customers WHERE merchant_id = $1', [ada.id]);
    const res = await sell({ method: 'pos', cart: [{ productId: product.id, quantity: 1 }] });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.delivery_name).toBe('Walk-in buyer');
    expect(await count(t, 'SELECT count(*) AS n FROM customers WHERE merchant_id = $1', [ada.id])).toBe(
      before,
    );
  });

  it('a sale has its receipt page; its refund is handed back in person: no wallet, no provider, stock back', async () => {
    const product = await insertProduct(t, ada, { name: 'Kente scarf', priceMinor: 400_000, units: 2 });
    const res = await sell({ method: 'bank_transfer', cart: [{ productId: product.id, quantity: 2 }] });
    expect(res.statusCode).toBe(201);
    const sale = res.json().data;
    const receipt = await t.app.inject({ method: 'GET', url: new URL(sale.receiptLink.url).pathname });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.body).toContain('Kente scarf');

    const refund = (destination: string, amount: number, restock = false) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/order/${sale.id}/refunds`,
        headers: { ...ada.headers, 'idempotency-key': `offline-refund-${destination}-${amount}` },
        payload: { amount, reason: 'Returned at the counter', destination, restock },
      });
    const credit = await refund('store_credit', 1_000);
    expect(credit.statusCode).toBe(422);
    expect(credit.json().message).toBe(
      'A sale paid in person is refunded in person: choose the original payment',
    );
    const back = await refund('original_payment', 4_000, true);
    expect(back.statusCode).toBe(201);
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(2);
    expect(await ngnWallet(t, ada)).toEqual({ available: 0, pending: 0 });
    const totals = await t.pool.query(
      `SELECT account, balance::int AS balance FROM ledger_account_totals
        WHERE merchant_id = $1 AND account IN ('offline:bank_transfer', 'sales:offline') ORDER BY account`,
      [ada.id],
    );
    expect(totals.rows).toEqual([
      { account: 'offline:bank_transfer', balance: 400_000 },
      { account: 'sales:offline', balance: expect.any(Number) },
    ]);
  });

  it('the same Idempotency-Key twice records one sale and answers the first', async () => {
    const product = await insertProduct(t, ada, { units: 4 });
    const body = { method: 'bank_transfer', cart: [{ productId: product.id, quantity: 1 }] };
    const [first, second] = await Promise.all([sell(body, 'sale-once'), sell(body, 'sale-once')]);
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    expect(first.json().data.id).toBe(second.json().data.id);
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(3);
    const again = await sell(body, 'sale-once');
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(3);
  });

  it('20 concurrent sales of a product with 10 units sell exactly 10; stock ends at 0', async () => {
    const product = await insertProduct(t, ada, { units: 10 });
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        sell({ method: 'cash', cart: [{ productId: product.id, quantity: 1 }] }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(0);
    expect(
      await count(t, 'SELECT sum(quantity) AS n FROM order_items WHERE product_id = $1', [product.id]),
    ).toBe(10);
  });

  it('refuses bad input with a specific 4xx and changes nothing; another merchant’s product is unavailable', async () => {
    const product = await insertProduct(t, ada, { units: 2 });
    const orders = () => count(t, 'SELECT count(*) AS n FROM orders WHERE merchant_id = $1', [ada.id]);
    const before = await orders();
    const noMethod = await sell({ method: 'cheque', cart: [{ productId: product.id, quantity: 1 }] });
    expect(noMethod.statusCode).toBe(400);
    const tooMany = await sell({ method: 'cash', cart: [{ productId: product.id, quantity: 3 }] });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json().errors[0].path).toBe('body.cart.0.quantity');
    const bayo = await createMerchant(t, { businessName: 'Bayo Prints' });
    const foreign = await sell(
      { method: 'cash', cart: [{ productId: product.id, quantity: 1 }] },
      undefined,
      bayo,
    );
    expect(foreign.statusCode).toBe(422);
    expect(await orders()).toBe(before);
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(2);
  });
});
