import { describe, expect, it } from 'vitest';
import type { OrderPaymentContext } from '../../src/modules/order-payments/order-payment-context.ts';
import { expireUnpaidOrders } from '../../src/modules/order-payments/order-expiry.ts';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { count, insertProduct, type PlacedOrder, placeUnpaidOrder } from './helpers.ts';
import { createMoneyApp } from './money-helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A checkout takes its products' rows, then inserts its order, whose statement triggers move the order
 * counters (order_counts, order_day_counts). The expiry job must take the same rows in the same order:
 * taking the counters first (cancel, then restock) made PostgreSQL kill one of the two as a deadlock —
 * seen as checkouts answered 500 after a second with three instances, whose jobs meet checkouts often.
 */
describe('the expiry job beside a checkout of the same product', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let ctx: OrderPaymentContext;
  suiteApp(async () => {
    t = await createMoneyApp({ CHECKOUT_RESERVATION_MINUTES: '10' });
    ada = await createMerchant(t, { state: 'Lagos' });
    ctx = { db: t.db, payments: t.app.payments, log: t.app.log };
    return t;
  });

  it('waits for the checkout instead of deadlocking with it, and both complete', async () => {
    const product = await insertProduct(t, ada, { units: 100 });
    const cart = [{ productId: product.id, quantity: 1 }];
    const unpaid: PlacedOrder[] = [
      await placeUnpaidOrder(t, ada, cart),
      await placeUnpaidOrder(t, ada, cart),
    ];
    const later = new Date(Date.parse(unpaid[1]!.paymentDueAt as string) + 1_000);

    // A checkout half-way: its product row taken, its order about to be inserted.
    const checkout = await t.pool.connect();
    try {
      await checkout.query('BEGIN');
      await checkout.query('UPDATE products SET units = units - 1 WHERE merchant_id = $1 AND id = $2', [
        ada.id,
        product.id,
      ]);
      const expiring = expireUnpaidOrders(ctx, later);
      await sleep(300);
      // The checkout's order insert: its triggers take the merchant's 'processing' counter rows.
      for (const table of ['order_counts', 'order_day_counts']) {
        await checkout.query(
          `UPDATE ${table} SET n = n WHERE merchant_id = $1 AND type = 'PRODUCT' AND status = 'processing'`,
          [ada.id],
        );
      }
      await checkout.query('COMMIT');
      expect(await expiring).toBe(2);
    } finally {
      checkout.release();
    }
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(99);
  });
});
