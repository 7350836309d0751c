import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderPaymentContext } from '../../src/modules/order-payments/order-payment-context.ts';
import { expireUnpaidOrders } from '../../src/modules/order-payments/order-expiry.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import {
  buyer,
  checkout,
  count,
  insertProduct,
  payOrder,
  type PlacedOrder,
  placeUnpaidOrder,
} from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';

/**
 * Every writer of a merchant's orders — checkouts, the expiry job, payments, cancels — takes the same
 * locks in the same order (the merchant's order lock, stock, the order counters, escrow, the ledger), so
 * none of them ever fails on a deadlock, whatever runs beside it (orders/expiry-concurrency.test.ts holds
 * one checkout half-way for the expiry job alone).
 */
const deadlocks = (t: TestApp) =>
  count(t, 'SELECT deadlocks AS n FROM pg_stat_database WHERE datname = current_database()');

describe("a merchant's order writers never deadlock", () => {
  let t: TestApp;
  let ada: TestMerchant;
  let ctx: OrderPaymentContext;
  beforeAll(async () => {
    t = await createMoneyApp({ CHECKOUT_RESERVATION_MINUTES: '10' });
    ada = await createMerchant(t, { state: 'Lagos' });
    ctx = { db: t.db, payments: t.app.payments, log: t.app.log };
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('checkouts, payments, cancels and expiries of one merchant at once: no request fails, stock adds up', async () => {
    const products = [
      await insertProduct(t, ada, { units: 400 }),
      await insertProduct(t, ada, { units: 400 }),
      await insertProduct(t, ada, { units: 400 }),
    ];
    const cart = (i: number) =>
      [0, 1, 2]
        .filter((k) => (i + k) % 3 !== 2)
        .map((k) => ({ productId: products[(i + k) % 3]!.id, quantity: 1 + ((i + k) % 2) }))
        .sort(() => (i % 2 ? 1 : -1));
    const before = await deadlocks(t);
    const statuses: number[] = [];
    for (let round = 0; round < 4; round++) {
      const due = await Promise.all(
        Array.from({ length: 4 }, (_, i) => placeUnpaidOrder(t, ada, cart(round * 8 + i))),
      );
      const toPay = await Promise.all(
        Array.from({ length: 4 }, (_, i) => placeUnpaidOrder(t, ada, cart(round * 8 + 4 + i))),
      );
      await Promise.all(toPay.map((o) => payOrder(t, o)));
      const later = new Date(Date.parse(due.at(-1)!.paymentDueAt as string) + 1_000);
      const work: Promise<unknown>[] = [
        expireUnpaidOrders(ctx, later),
        expireUnpaidOrders(ctx, later),
        ...toPay.map(async (o: PlacedOrder) => {
          const res = await t.app.inject({
            method: 'POST',
            url: `/v1/order/${o.id}/cancel`,
            headers: ada.headers,
          });
          statuses.push(res.statusCode);
        }),
        ...Array.from({ length: 6 }, async (_, i) => {
          const res = await checkout(t, { merchantId: ada.id, ...buyer(), cart: cart(round + i) });
          statuses.push(res.statusCode);
        }),
      ];
      await Promise.all(work);
    }
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await deadlocks(t)).toBe(before);
    // Every unit is on the shelf or in an order that holds it (not cancelled).
    const { rows } = await t.pool.query<{ id: string; held: number; units: number }>(
      `SELECT p.id, p.units, coalesce(sum(i.quantity) FILTER (WHERE o.status <> 'cancelled'), 0)::int AS held
       FROM products p LEFT JOIN order_items i ON i.merchant_id = p.merchant_id AND i.product_id = p.id
       LEFT JOIN orders o ON o.merchant_id = i.merchant_id AND o.id = i.order_id
       WHERE p.id = ANY($1) GROUP BY p.id, p.units`,
      [products.map((p) => p.id)],
    );
    for (const row of rows) expect(row.units + row.held).toBe(400);
  });
});
