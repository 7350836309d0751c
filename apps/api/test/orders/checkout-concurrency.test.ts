import { CHECKOUT_PER_MINUTE } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { buyer, checkout, count, insertProduct } from './helpers.ts';

describe('checkout under concurrency (real PostgreSQL)', () => {
  let t: TestApp, ada: TestMerchant;
  suiteApp(async () => ({ t, m: ada } = await withMerchant(createTestApp())));

  it('20 concurrent checkouts of the last 10 units: exactly 10 orders, stock 0', async () => {
    const product = await insertProduct(t, ada, { name: 'Limited kente', units: 10 });
    const started = performance.now();
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        checkout(t, { merchantId: ada.id, ...buyer(), cart: [{ productId: product.id, quantity: 1 }] }),
      ),
    );
    console.log(`20 concurrent checkouts: ${Math.round(performance.now() - started)} ms`);
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(10);
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(0);
    expect(await count(t, 'SELECT count(*) AS n FROM orders WHERE merchant_id = $1', [ada.id])).toBe(10);
    expect(
      await count(t, 'SELECT sum(quantity) AS n FROM order_items WHERE product_id = $1', [product.id]),
    ).toBe(10);
    expect(await count(t, 'SELECT count(*) AS n FROM customers WHERE merchant_id = $1', [ada.id])).toBe(10);
  });

  it('carts that take the same two products in opposite orders never deadlock and never oversell', async () => {
    const [a, b] = await Promise.all([
      insertProduct(t, ada, { units: 5 }),
      insertProduct(t, ada, { units: 5 }),
    ]);
    const results = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const cart = [
          { productId: a.id, quantity: 1 },
          { productId: b.id, quantity: 1 },
        ];
        return checkout(t, { merchantId: ada.id, ...buyer(), cart: i % 2 ? cart.reverse() : cart });
      }),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(5);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(11);
    const { rows } = await t.pool.query('SELECT units FROM products WHERE id = ANY($1) ORDER BY units', [
      [a.id, b.id],
    ]);
    expect(rows).toEqual([{ units: 0 }, { units: 0 }]);
  });

  it(`limits checkouts to ${CHECKOUT_PER_MINUTE} a minute per client address`, async () => {
    // This file has sent 36 checkouts so far; an invalid body counts like any other request. (One after
    // the other: the in-memory store of @fastify/rate-limit refuses a whole burst that crosses the limit.)
    const results = [];
    for (let i = 0; i < CHECKOUT_PER_MINUTE - 36 + 3; i++)
      results.push(await checkout(t, { merchantId: ada.id }));
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(CHECKOUT_PER_MINUTE - 36);
    const limited = results.filter((r) => r.statusCode === 429);
    expect(limited).toHaveLength(3);
    expect(limited[0]!.json()).toMatchObject({ code: 429, status: 'Failed' });
    expect(Number(limited[0]!.headers['retry-after'])).toBeGreaterThan(0);
  });
});
