import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { buyer, count, insertProduct, payOrder } from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import { providerRefunded, refund, refundBody } from './refund-helpers.ts';

/**
 * A deposit order is paid by two charges at the provider (the deposit, then the rest). Refunds to the
 * buyer's card go back across both, first charge first, never asking one for more than it took; a
 * cancel after partial refunds returns exactly the rest, from the charge that still has it.
 */
describe('refunds of an order paid in two charges (real PostgreSQL)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    ada = await createMerchant(t, { businessName: 'Ada Deposits', state: 'Lagos' });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  async function paidDepositOrder() {
    const product = await insertProduct(t, ada, { priceMinor: 1_000_000, units: 5 });
    const placed = (
      await t.app.inject({
        method: 'POST',
        url: '/v1/order/payment-link',
        headers: ada.headers,
        payload: {
          ...buyer(),
          cart: [{ productId: product.id, quantity: 1 }],
          deposit: { kind: 'fixed', value: 4_000 },
        },
      })
    ).json().data;
    await payOrder(t, placed);
    const balance = (
      await t.app.inject({
        method: 'POST',
        url: `/v1/order/${placed.id}/balance-payment`,
        headers: ada.headers,
      })
    ).json().data;
    await payOrder(t, { payment: balance });
    const { rows } = await t.pool.query<{ first: string; rest: string; total: string }>(
      `SELECT e.reference AS first, o.balance_reference AS rest, o.total_price AS total
         FROM orders o JOIN escrow_holds e ON e.merchant_id = o.merchant_id AND e.order_id = o.id::text
        WHERE o.id = $1`,
      [placed.id],
    );
    return { id: placed.id as string, ...rows[0]! };
  }

  it('a card refund larger than the deposit takes the deposit charge whole, then part of the rest', async () => {
    const order = await paidDepositOrder();
    const deposit = 400_000;
    const rest = Number(order.total) - deposit;
    expect((await refund(t, ada, order.id, refundBody(5_000))).statusCode).toBe(201);
    expect(await providerRefunded(t, order.first)).toBe(deposit);
    expect(await providerRefunded(t, order.rest)).toBe(500_000 - deposit);

    // Store credit touches no charge; the cancel then sends back exactly what is left, from the rest.
    expect(
      (await refund(t, ada, order.id, refundBody(1_000, { destination: 'store_credit' }))).statusCode,
    ).toBe(201);
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/cancel`,
      headers: ada.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await providerRefunded(t, order.first)).toBe(deposit);
    expect(await providerRefunded(t, order.rest)).toBe(rest - 100_000);
    expect(
      await count(t, `SELECT count(*) AS n FROM orders WHERE id = $1 AND payment_status = 'refunded'`, [
        order.id,
      ]),
    ).toBe(1);
  });

  it('cancelling a deposit order paid in full returns both charges whole', async () => {
    const order = await paidDepositOrder();
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/cancel`,
      headers: ada.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(await providerRefunded(t, order.first)).toBe(400_000);
    expect(await providerRefunded(t, order.rest)).toBe(Number(order.total) - 400_000);
  });
});
