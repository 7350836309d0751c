import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import { addPickupAddress, count, dispatch, insertProduct, placeOrder, placeUnpaidOrder } from './helpers.ts';
import { createMoneyApp, ledgerKinds, ngnWallet } from './money-helpers.ts';

const units = (t: TestApp, id: string) => count(t, 'SELECT units AS n FROM products WHERE id = $1', [id]);
const providerStatus = async (t: TestApp, reference: string) =>
  (await t.pool.query('SELECT status FROM paystack_sim_transactions WHERE reference = $1', [reference]))
    .rows[0].status as string;

describe('POST /v1/order/{id}/cancel: the merchant cancels a paid order, the buyer is refunded', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let product: { id: string };
  const cancel = (id: string, as: TestMerchant = ada) =>
    t.app.inject({ method: 'POST', url: `/v1/order/${id}/cancel`, headers: as.headers });

  beforeAll(async () => {
    t = await createMoneyApp();
    [ada, bola] = await Promise.all([createMerchant(t, { state: 'Lagos' }), createMerchant(t)]);
    await addPickupAddress(t, ada);
    product = await insertProduct(t, ada, { priceMinor: 1_000_000, units: 20 });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('refunds escrow through the provider, restocks and cancels, in one transaction, once', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 3 }]);
    expect(await units(t, product.id)).toBe(17);
    const before = await ngnWallet(t, ada);
    expect(before.pending).toBe(order.totalPrice);

    const answers = await Promise.all([cancel(order.id), cancel(order.id), cancel(order.id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    console.log('cancel: 3 concurrent cancels of a paid order → 1 refund (200), 2 × 409');
    const ok = answers.find((a) => a.statusCode === 200)!.json();
    expect(ok.message).toBe('Order cancelled. The buyer’s payment was refunded.');
    expect(ok.data.order).toMatchObject({
      status: 'cancelled',
      paymentStatus: 'refunded',
      settlement: { status: 'refunded', amount: order.totalPrice },
    });
    expect(answers.find((a) => a.statusCode === 409)!.json().message).toBe('This order is already cancelled');
    expect(await units(t, product.id)).toBe(20);
    expect(await ngnWallet(t, ada)).toEqual({ available: before.available, pending: 0 });
    expect(await ledgerKinds(t, ada.id)).toEqual({ escrow_hold: 1, escrow_refund: 1 });
    expect(await providerStatus(t, order.payment!.reference)).toBe('reversed');
    // The money that went back is the order's refund, like any other: listed, on the timeline, emailed.
    const refunds = await t.app.inject({
      method: 'GET',
      url: `/v1/order/${order.id}/refunds`,
      headers: ada.headers,
    });
    expect(refunds.json().data).toMatchObject({
      refunded: order.totalPrice,
      refundable: 0,
      timeline: [
        { kind: 'refund', amount: order.totalPrice, note: 'Order cancelled by the seller' },
        { kind: 'restock' },
      ],
    });
    expect(
      await count(t, `SELECT count(*) AS n FROM refunds WHERE order_id = $1 AND mailed_at IS NULL`, [
        order.id,
      ]),
    ).toBe(1);
    // A cancelled order leaves the processing list.
    const processing = await t.app.inject({
      method: 'GET',
      url: '/v1/order/seller?type=PRODUCT&status=processing',
      headers: ada.headers,
    });
    expect(processing.json().data.result.map((o: { id: string }) => o.id)).not.toContain(order.id);
  });

  it('refuses an unpaid order, one already with the carrier, and another merchant’s (404), changing nothing', async () => {
    const unpaid = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const refused = await cancel(unpaid.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('An unpaid order cancels itself when its payment time runs out');

    const shipped = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    expect((await dispatch(t, ada, shipped.id)).statusCode).toBe(200);
    const withCarrier = await cancel(shipped.id);
    expect(withCarrier.statusCode).toBe(409);
    expect(withCarrier.json().message).toBe(
      'This order is already with the carrier and can no longer be cancelled',
    );

    const paid = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const stock = await units(t, product.id);
    const wallet = await ngnWallet(t, ada);
    for (const id of [paid.id, '0190f0c2-0000-7000-8000-000000000000', 'not-an-id']) {
      const foreign = await cancel(id, bola);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json().message).toBe('Order not found');
    }
    expect(await units(t, product.id)).toBe(stock);
    expect(await ngnWallet(t, ada)).toEqual(wallet);
    const { rows } = await t.pool.query('SELECT status, payment_status FROM orders WHERE id = $1', [paid.id]);
    expect(rows[0]).toEqual({ status: 'processing', payment_status: 'paid' });
  });

  it('POST /v1/wallet/escrow cannot release or refund an order’s escrow: delivery and cancellation do', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const wallet = await ngnWallet(t, ada);
    for (const action of ['release', 'refund']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v1/wallet/escrow',
        headers: { ...ada.headers, 'idempotency-key': `k-${action}-${order.id}` },
        payload: { action, orderId: order.id },
      });
      expect(res.statusCode, action).toBe(409);
      expect(res.json().message).toBe(
        'This escrow belongs to an order: it is released on delivery and refunded by cancelling the order',
      );
    }
    expect(await ngnWallet(t, ada)).toEqual(wallet);
  });

  it('a refund the provider refuses rolls everything back (503), and the order can be cancelled later', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const stock = await units(t, product.id);
    // Reversed at the provider behind Oja's back: the provider refuses to refund it again.
    await t.pool.query("UPDATE paystack_sim_transactions SET status = 'reversed' WHERE reference = $1", [
      order.payment!.reference,
    ]);
    const res = await cancel(order.id);
    expect(res.statusCode).toBe(503);
    expect(await units(t, product.id)).toBe(stock);
    const { rows } = await t.pool.query(
      'SELECT o.status, o.payment_status, e.status AS escrow FROM orders o JOIN escrow_holds e ON e.order_id = o.id::text WHERE o.id = $1',
      [order.id],
    );
    expect(rows[0]).toEqual({ status: 'processing', payment_status: 'paid', escrow: 'held' });
    await t.pool.query("UPDATE paystack_sim_transactions SET status = 'success' WHERE reference = $1", [
      order.payment!.reference,
    ]);
    expect((await cancel(order.id)).statusCode).toBe(200);
  });
});
