import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { carrierSim } from '../helpers/carrier.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import {
  addPickupAddress,
  buyer,
  count,
  dispatch,
  getOrder,
  insertProduct,
  type PlacedOrder,
  placeUnpaidOrder,
} from './helpers.ts';
import {
  confirmOnCheckoutPage,
  createMoneyApp,
  deliverWebhooks,
  getJson,
  ledgerKinds,
  ngnWallet,
  resendWebhook,
} from './money-helpers.ts';

const STEP_MS = 180_000;

/**
 * A sale ends in the merchant's wallet: the buyer's checkout → unpaid → the provider's checkout page →
 * charge.success webhook → escrow (pending) → Call Logistics → the carrier delivers → available, each
 * credit linked to its order. The ledger's invariants hold after every test.
 */
describe('money flow: product order → escrow → delivery → wallet', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let product: { id: string };
  beforeAll(async () => {
    t = await createMoneyApp();
    ada = await createMerchant(t, { businessName: 'Ada Fabrics', state: 'Lagos' });
    await addPickupAddress(t, ada);
    product = await insertProduct(t, ada, { name: 'Adire tote', priceMinor: 1_250_000, units: 40 });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  const order = (id: string) => getOrder(t, ada, id).then((r) => r.json().data.order);
  const carrierLater = (ms: number) => carrierSim(t).jobs.runOnce(new Date(Date.now() + ms));

  it('checkout → awaiting payment → paid into escrow → delivered → available, once', async () => {
    const placed: PlacedOrder = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 2 }]);
    // 2 × ₦12,500 + ₦1,500 Lagos → Lagos.
    expect(placed).toMatchObject({ totalPrice: 26_500, paymentStatus: 'awaiting_payment', settlement: null });
    expect(await ngnWallet(t, ada)).toEqual({ available: 0, pending: 0 });
    const early = await dispatch(t, ada, placed.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only paid orders can be dispatched');

    await confirmOnCheckoutPage(t, placed.payment!.authorizationUrl);
    expect((await order(placed.id)).paymentStatus).toBe('awaiting_payment');
    await deliverWebhooks(t);
    const paid = await order(placed.id);
    expect(paid).toMatchObject({
      status: 'processing',
      paymentStatus: 'paid',
      paymentDueAt: null,
      settlement: { status: 'in_escrow', amount: 26_500, currency: 'NGN', releaseAt: null, settledAt: null },
    });
    expect(await ngnWallet(t, ada)).toEqual({ available: 0, pending: 26_500 });
    expect(await ledgerKinds(t, ada.id)).toEqual({ escrow_hold: 1 });

    expect((await dispatch(t, ada, placed.id)).statusCode).toBe(200);
    await carrierLater(STEP_MS + 1_000);
    expect(await ngnWallet(t, ada)).toEqual({ available: 0, pending: 26_500 });
    await carrierLater(2 * STEP_MS + 2_000);
    const delivered = await order(placed.id);
    expect(delivered).toMatchObject({ status: 'delivered', settlement: { status: 'released' } });
    expect(await ngnWallet(t, ada)).toEqual({ available: 26_500, pending: 0 });
    expect(await ledgerKinds(t, ada.id)).toEqual({ escrow_hold: 1, escrow_release: 1 });
    // More carrier runs move nothing more.
    await carrierLater(10 * STEP_MS);
    expect(await ngnWallet(t, ada)).toEqual({ available: 26_500, pending: 0 });

    const statement = (await getJson(t, ada, '/v1/wallet/transactions')).json().data.results;
    expect(statement).toEqual([
      expect.objectContaining({
        type: 'escrow_release',
        action: 'credit',
        amount: 26_500,
        order: { id: placed.id, reference: placed.orderReference, type: 'PRODUCT' },
      }),
    ]);
    const settlements = (await getJson(t, ada, '/v1/wallet/settlements')).json().data;
    expect(settlements).toMatchObject({ totalResults: 1 });
    expect(settlements.results[0]).toMatchObject({
      orderId: placed.id,
      orderReference: placed.orderReference,
      orderType: 'PRODUCT',
      status: 'released',
      amount: 26_500,
    });
  });

  it('dates each settlement when the carrier delivered, never later than now', async () => {
    const deliveredAt = async (carrierDays: number[]) => {
      const placed = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
      await confirmOnCheckoutPage(t, placed.payment!.authorizationUrl);
      await deliverWebhooks(t);
      expect((await dispatch(t, ada, placed.id)).statusCode).toBe(200);
      // The carrier's own schedule: its next round for this parcel is at the first of `carrierDays`.
      const day = (n: number) => new Date(Date.now() + n * 86_400_000);
      await carrierSim(t).scheduleNextSteps([{ orderId: placed.id, at: day(carrierDays[0]! - 0.01) }]);
      for (const n of carrierDays) await carrierSim(t).jobs.runOnce(day(n));
      expect((await order(placed.id)).status).toBe('delivered');
      const { rows } = await t.pool.query(
        `SELECT t.created_at AS transaction_at, min(e.created_at) AS first_leg, max(e.created_at) AS last_leg
         FROM ledger_transactions t JOIN ledger_entries e ON e.merchant_id = t.merchant_id AND e.transaction_id = t.id
         WHERE t.merchant_id = $1 AND t.kind = 'escrow_release' AND t.description LIKE $2 GROUP BY t.id, t.created_at`,
        [ada.id, `%${placed.orderReference}%`],
      );
      expect(rows).toHaveLength(1);
      expect(rows[0].first_leg).toEqual(rows[0].transaction_at);
      expect(rows[0].last_leg).toEqual(rows[0].transaction_at);
      return (rows[0].transaction_at as Date).getTime();
    };
    // Delivered on a round three days ago (the carrier's update arriving late): dated then.
    const past = await deliveredAt([-4, -3]);
    expect(Math.abs(past - (Date.now() - 3 * 86_400_000))).toBeLessThan(60_000);
    // A carrier clock ahead of ours: dated now, never in the future.
    const before = Date.now();
    const ahead = await deliveredAt([1, 2]);
    expect(ahead).toBeGreaterThanOrEqual(before - 1_000);
    expect(ahead).toBeLessThanOrEqual(Date.now() + 1_000);
  });

  it('a charge.success delivered many times, at once and again later, funds escrow once', async () => {
    const placed = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const before = await ngnWallet(t, ada);
    const kinds = await ledgerKinds(t, ada.id);
    await confirmOnCheckoutPage(t, placed.payment!.authorizationUrl);
    const { rows } = await t.pool.query(
      "SELECT payload FROM paystack_sim_webhooks WHERE event = 'charge.success' AND payload LIKE $1",
      [`%${placed.payment!.reference}%`],
    );
    expect(rows).toHaveLength(1);
    const payload = rows[0].payload as string;
    const answers = await Promise.all(Array.from({ length: 8 }, () => resendWebhook(t, payload)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    await deliverWebhooks(t);
    expect((await resendWebhook(t, payload)).statusCode).toBe(200);

    expect(await ngnWallet(t, ada)).toEqual({
      available: before.available,
      pending: before.pending + 14_000,
    });
    expect(await ledgerKinds(t, ada.id)).toEqual({ ...kinds, escrow_hold: kinds.escrow_hold! + 1 });
    console.log(
      'double webhook: 10 deliveries of one charge.success (8 at once) → 1 escrow_hold, 1 notification',
    );
    expect(
      await count(t, 'SELECT count(*) AS n FROM notifications WHERE merchant_id = $1 AND body LIKE $2', [
        ada.id,
        `%${placed.orderReference}%`,
      ]),
    ).toBe(1);
    expect((await order(placed.id)).paymentStatus).toBe('paid');
    // The database itself refuses a second escrow posting of the same reference.
    await expect(
      t.pool.query(
        `INSERT INTO ledger_transactions (merchant_id, id, kind, reference, description)
         VALUES ($1, gen_random_uuid(), 'escrow_hold', $2, 'a second funding')`,
        [ada.id, placed.payment!.reference],
      ),
    ).rejects.toThrow(/ledger_transactions_escrow_once/);
  });

  it('a buyer cannot pay by saying so: payment fields in the checkout body are dropped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/checkout',
      payload: {
        merchantId: ada.id,
        ...buyer(),
        cart: [{ productId: product.id, quantity: 1 }],
        paymentStatus: 'paid',
        payment_status: 'paid',
        paidAt: new Date().toISOString(),
        status: 'delivered',
        settlement: { status: 'released' },
        payment: null,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'processing',
      paymentStatus: 'awaiting_payment',
      paidAt: null,
      settlement: null,
      payment: { authorizationUrl: expect.any(String) },
    });
  });

  it('an unsigned or forged charge.success moves nothing', async () => {
    const placed = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const forged = JSON.stringify({
      event: 'charge.success',
      data: { reference: placed.payment!.reference, status: 'success', amount: 1_400_000 },
    });
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      payload: forged,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    // Signed but unpaid at the provider: the webhook is re-verified there, so nothing is credited.
    expect((await resendWebhook(t, forged)).statusCode).toBe(200);
    expect((await order(placed.id)).paymentStatus).toBe('awaiting_payment');
  });
});
