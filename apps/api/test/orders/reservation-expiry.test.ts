import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PaymentProviderError } from '../../src/providers/payments/payments-provider.ts';
import type { OrderPaymentContext } from '../../src/modules/order-payments/order-payment-context.ts';
import { expireUnpaidOrders } from '../../src/modules/order-payments/order-expiry.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import {
  buyer,
  checkout,
  count,
  getOrder,
  insertProduct,
  type PlacedOrder,
  placeUnpaidOrder,
} from './helpers.ts';
import {
  confirmOnCheckoutPage,
  createMoneyApp,
  deliverWebhooks,
  ledgerKinds,
  ngnWallet,
} from './money-helpers.ts';
import { refundedAt } from '../../src/modules/wallet/provider-refunds.ts';

const units = (t: TestApp, id: string) => count(t, 'SELECT units AS n FROM products WHERE id = $1', [id]);
const after = (order: PlacedOrder, ms = 1_000) => new Date(Date.parse(order.paymentDueAt as string) + ms);

describe('unpaid orders expire after CHECKOUT_RESERVATION_MINUTES and release their stock, once', () => {
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

  it('holds units for the reservation time; two job runs at once expire each order exactly once', async () => {
    const product = await insertProduct(t, ada, { units: 30 });
    const orders: PlacedOrder[] = [];
    for (let i = 0; i < 12; i++)
      orders.push(await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 2 }]));
    expect(await units(t, product.id)).toBe(6);
    const due = Date.parse(orders[0]!.paymentDueAt as string) - Date.parse(orders[0]!.createdAt as string);
    expect(Math.round(due / 60_000)).toBe(10);

    // Before their time, nothing expires.
    expect(
      await expireUnpaidOrders(ctx, new Date(Date.parse(orders[0]!.paymentDueAt as string) - 5_000)),
    ).toBe(0);
    expect(await units(t, product.id)).toBe(6);

    // Two instances' jobs at once (each its own transactions on the pool).
    const later = after(orders.at(-1)!);
    const runs = await Promise.all([expireUnpaidOrders(ctx, later), expireUnpaidOrders(ctx, later)]);
    expect(runs[0] + runs[1]).toBe(12);
    expect(await units(t, product.id)).toBe(30);
    console.log(
      `reservation expiry: 12 due orders, 2 concurrent job runs expired ${runs[0]} + ${runs[1]}, 24/24 units back, 0 twice`,
    );
    expect(await expireUnpaidOrders(ctx, later)).toBe(0);
    expect(await units(t, product.id)).toBe(30);

    const { rows } = await t.pool.query(
      `SELECT o.status, o.payment_status, o.payment_due_at, e.status AS escrow FROM orders o
       JOIN escrow_holds e ON e.merchant_id = o.merchant_id AND e.order_id = o.id::text WHERE o.merchant_id = $1`,
      [ada.id],
    );
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => JSON.stringify(r)))).toEqual(
      new Set([
        JSON.stringify({
          status: 'cancelled',
          payment_status: 'expired',
          payment_due_at: null,
          escrow: 'expired',
        }),
      ]),
    );
    const shown = (await getOrder(t, ada, orders[0]!.id)).json().data.order;
    expect(shown).toMatchObject({ status: 'cancelled', paymentStatus: 'expired', settlement: null });
    expect(await ledgerKinds(t, ada.id)).toEqual({});
  });

  it('a buyer who paid in time gets the order even when the webhook is late', async () => {
    const product = await insertProduct(t, ada, { units: 5, priceMinor: 500_000 });
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    await confirmOnCheckoutPage(t, order.payment!.authorizationUrl);
    // The webhook has not arrived when the time is up: the job asks the provider and keeps the sale.
    expect(await expireUnpaidOrders(ctx, after(order))).toBe(1);
    expect((await getOrder(t, ada, order.id)).json().data.order).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      settlement: { status: 'in_escrow' },
    });
    expect(await units(t, product.id)).toBe(4);
    await deliverWebhooks(t);
    expect((await ngnWallet(t, ada)).pending).toBe(order.totalPrice);
    expect((await ledgerKinds(t, ada.id)).escrow_hold).toBe(1);
  });

  it('a payment made after the order expired is refunded to the buyer; the stock stays released', async () => {
    const product = await insertProduct(t, ada, { units: 3 });
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 3 }]);
    expect(await expireUnpaidOrders(ctx, after(order))).toBe(1);
    expect(await units(t, product.id)).toBe(3);
    const wallet = await ngnWallet(t, ada);
    const kinds = await ledgerKinds(t, ada.id);

    await confirmOnCheckoutPage(t, order.payment!.authorizationUrl);
    await deliverWebhooks(t);
    expect((await getOrder(t, ada, order.id)).json().data.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
    });
    const { rows } = await t.pool.query('SELECT status FROM paystack_sim_transactions WHERE reference = $1', [
      order.payment!.reference,
    ]);
    expect(rows[0].status).toBe('reversed');
    expect(await units(t, product.id)).toBe(3);
    expect(await ngnWallet(t, ada)).toEqual(wallet);
    expect(await ledgerKinds(t, ada.id)).toEqual(kinds);
    const refunds = await t.app.inject({
      method: 'GET',
      url: `/v1/order/${order.id}/refunds`,
      headers: ada.headers,
    });
    expect(refunds.json().data.timeline).toMatchObject([
      {
        kind: 'refund',
        amount: order.totalPrice,
        note: 'Paid after the order had expired: the payment went back to the buyer’s card',
      },
    ]);
  });

  it('a late payment whose refund the provider made before a crash settles on the retry, refunded once', async () => {
    const product = await insertProduct(t, ada, { units: 2 });
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    expect(await expireUnpaidOrders(ctx, after(order))).toBe(1);
    await confirmOnCheckoutPage(t, order.payment!.authorizationUrl);
    const reference = order.payment!.reference;
    // The provider refunded; the transaction that asked for it was lost before its commit.
    await t.app.payments.refundTransaction(reference, undefined, 'lost in a crash');
    await deliverWebhooks(t);
    expect((await getOrder(t, ada, order.id)).json().data.order.paymentStatus).toBe('refunded');
    expect(await refundedAt(t.app.payments, reference)).toBe(order.totalPrice * 100);
  });

  it('a checkout whose payment cannot be opened releases its stock at once: 503, nothing charged', async () => {
    const product = await insertProduct(t, ada, { units: 4 });
    const down = vi
      .spyOn(t.app.payments, 'initializeTransaction')
      .mockRejectedValue(new PaymentProviderError('unavailable', 'The payment provider timed out'));
    try {
      const res = await checkout(t, {
        merchantId: ada.id,
        ...buyer(),
        cart: [{ productId: product.id, quantity: 4 }],
      });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(
        'Payment is not available right now. Nothing was charged; please try again.',
      );
    } finally {
      down.mockRestore();
    }
    expect(await units(t, product.id)).toBe(4);
    const { rows } = await t.pool.query(
      "SELECT status, payment_status FROM orders WHERE merchant_id = $1 AND status = 'cancelled' AND payment_due_at IS NULL",
      [ada.id],
    );
    expect(rows.filter((r) => r.payment_status === 'expired').length).toBeGreaterThan(0);
    const again = await checkout(t, {
      merchantId: ada.id,
      ...buyer(),
      cart: [{ productId: product.id, quantity: 4 }],
    });
    expect(again.statusCode).toBe(201);
  });
});
