import { MAX_UNITS_PER_PRODUCT } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { buyer, checkout, count, insertProduct } from './helpers.ts';

const MESSAGE = `At most ${MAX_UNITS_PER_PRODUCT} units of one product per order`;

describe('checkout: at most MAX_UNITS_PER_PRODUCT units of one product per order', () => {
  let t: TestApp, ada: TestMerchant;
  suiteApp(async () => ({ t, m: ada } = await withMerchant(createTestApp())));

  it('refuses every way of asking for more (one line, split lines, huge numbers) with 400, taking nothing', async () => {
    const [a, b] = [
      await insertProduct(t, ada, { units: 5_000 }),
      await insertProduct(t, ada, { units: 5_000 }),
    ];
    const half = MAX_UNITS_PER_PRODUCT / 2 + 1;
    const carts: [{ productId: string; quantity: number }[], string][] = [
      [[{ productId: a.id, quantity: MAX_UNITS_PER_PRODUCT + 1 }], 'body.cart.0.quantity'],
      [[{ productId: a.id, quantity: 1_000 }], 'body.cart.0.quantity'],
      [[{ productId: a.id, quantity: 1e9 }], 'body.cart.0.quantity'],
      [
        [
          { productId: a.id, quantity: half },
          { productId: b.id, quantity: 1 },
          { productId: a.id, quantity: half },
        ],
        'body.cart.2.quantity',
      ],
      [Array.from({ length: 50 }, () => ({ productId: b.id, quantity: 3 })), 'body.cart.33.quantity'],
    ];
    for (const [cart, path] of carts) {
      const res = await checkout(t, { merchantId: ada.id, ...buyer(), cart });
      expect(res.statusCode, path).toBe(400);
      expect(res.json().message).toBe(MESSAGE);
      expect(res.json().errors).toContainEqual({ path, message: MESSAGE });
    }
    expect(await count(t, 'SELECT count(*) AS n FROM orders WHERE merchant_id = $1', [ada.id])).toBe(0);
    console.log(
      `unit limit: ${carts.length}/${carts.length} carts over ${MAX_UNITS_PER_PRODUCT} units of a product refused with 400, 0 units taken`,
    );
    expect(await count(t, 'SELECT sum(units) AS n FROM products WHERE merchant_id = $1', [ada.id])).toBe(
      10_000,
    );
  });

  it('takes exactly the limit of several products in one order', async () => {
    const products = [
      await insertProduct(t, ada, { units: 500 }),
      await insertProduct(t, ada, { units: 500 }),
    ];
    const res = await checkout(t, {
      merchantId: ada.id,
      ...buyer(),
      cart: products.map((p) => ({ productId: p.id, quantity: MAX_UNITS_PER_PRODUCT })),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.products.map((p: { quantity: number }) => p.quantity)).toEqual([
      MAX_UNITS_PER_PRODUCT,
      MAX_UNITS_PER_PRODUCT,
    ]);
  });
});
