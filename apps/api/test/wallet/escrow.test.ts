import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import {
  accessCodeOf,
  as,
  createWalletApp,
  dataOf,
  ledgerViolations,
  newKey,
  orderWithReference,
  settle,
} from './wallet-helpers.ts';

describe('POST /v1/wallet/escrow', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createWalletApp()));
    for (const reference of ['ORD-1001', 'ORD-1002', 'ORD-1003', 'ORD-1004'])
      await orderWithReference(t, m.id, reference);
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  const escrow = (body: Record<string, unknown>, who = m, key = newKey()) =>
    as(t, who).move('/v1/wallet/escrow', body, key);
  const ngn = async (who = m) =>
    dataOf(await as(t, who).get('/v1/wallet')).wallets.find(
      (w: { currency: string }) => w.currency === 'NGN',
    );

  /** A hold the buyer has paid for. */
  async function paidHold(orderId: string, amount: number) {
    const res = await escrow({ action: 'hold', orderId, amount, customerEmail: 'Buyer@Example.com' });
    expect(res.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(dataOf(res).hold.authorizationUrl)}/confirm`,
    });
    await settle(t);
    return dataOf(res).hold;
  }

  it('holds a buyer payment for an order, releases it on delivery, exactly once', async () => {
    const res = await escrow({
      action: 'hold',
      orderId: 'ORD-1001',
      amount: 25_000,
      customerEmail: 'buyer@example.com',
    });
    expect(res.statusCode).toBe(201);
    const { hold } = dataOf(res);
    expect(hold).toMatchObject({
      orderId: 'ORD-1001',
      amount: 25_000,
      currency: 'NGN',
      status: 'awaiting_payment',
      customerEmail: 'buyer@example.com',
    });
    const early = await escrow({ action: 'release', orderId: 'ORD-1001' });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('This escrow hold has not been paid yet');

    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/checkout/${accessCodeOf(hold.authorizationUrl)}`,
    });
    expect(page.body).toContain('buyer@example.com');
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(hold.authorizationUrl)}/confirm`,
    });
    await settle(t);
    expect(dataOf(await as(t, m).get('/v1/wallet/escrow/ORD-1001')).status).toBe('held');
    expect(await ngn()).toMatchObject({ balance: 0, escrowBalance: 25_000 });

    const released = await escrow({ action: 'release', orderId: 'ORD-1001' });
    expect(released.statusCode).toBe(200);
    expect(released.json()).toMatchObject({
      message: 'Escrow released to your wallet',
      data: { hold: { status: 'released' }, balance: 25_000 },
    });
    expect(await ngn()).toMatchObject({ balance: 25_000, escrowBalance: 0 });
    const twice = await escrow({ action: 'release', orderId: 'ORD-1001' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('This escrow hold has already been settled');
    expect((await escrow({ action: 'refund', orderId: 'ORD-1001' })).statusCode).toBe(409);
    expect(await ngn()).toMatchObject({ balance: 25_000, escrowBalance: 0 });
  });

  it('refunds a held payment to the buyer through the provider, exactly once', async () => {
    const hold = await paidHold('ORD-1002', 4_000);
    const before = await ngn();
    const refunded = await escrow({ action: 'refund', orderId: 'ORD-1002' });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json()).toMatchObject({
      message: 'Escrow refunded to the buyer',
      data: { hold: { status: 'refunded' }, balance: null },
    });
    expect(await ngn()).toMatchObject({
      balance: before.balance,
      escrowBalance: before.escrowBalance - 4_000,
    });
    const { rows } = await t.pool.query(
      'SELECT status FROM paystack_sim_transactions WHERE access_code = $1',
      [accessCodeOf(hold.authorizationUrl)],
    );
    expect(rows[0].status).toBe('reversed');
    expect((await escrow({ action: 'release', orderId: 'ORD-1002' })).statusCode).toBe(409);
  });

  it('settles a hold once when release and refund race', async () => {
    await paidHold('ORD-1003', 1_000);
    const before = await ngn();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        escrow({ action: i % 2 ? 'release' : 'refund', orderId: 'ORD-1003' }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(19);
    const status = dataOf(await as(t, m).get('/v1/wallet/escrow/ORD-1003')).status;
    const after = await ngn();
    expect(after.escrowBalance).toBe(before.escrowBalance - 1_000);
    expect(after.balance).toBe(before.balance + (status === 'released' ? 1_000 : 0));
  });

  it('refuses a second hold for the same order, and keeps holds apart per merchant (404)', async () => {
    await paidHold('ORD-1004', 700);
    const dup = await escrow({
      action: 'hold',
      orderId: 'ORD-1004',
      amount: 700,
      customerEmail: 'b@example.com',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe('An escrow hold already exists for this order');
    const other = await createMerchant(t);
    const steal = await escrow({ action: 'release', orderId: 'ORD-1004' }, other);
    expect(steal.statusCode).toBe(404);
    expect(steal.json().message).toBe('Escrow hold not found');
    expect((await as(t, other).get('/v1/wallet/escrow/ORD-1004')).statusCode).toBe(404);
    expect(dataOf(await as(t, m).get('/v1/wallet/escrow/ORD-1004')).status).toBe('held');
  });

  it("holds for the merchant's own orders or outside sales; another merchant's Oja order reads as missing", async () => {
    const other = await createMerchant(t);
    const theirs = await orderWithReference(t, other.id, 'OJ-2345678923');
    for (const orderId of [theirs, 'OJ-2345678923', 'OJ-ABCDEFGHJK']) {
      const res = await escrow({ action: 'hold', orderId, amount: 100, customerEmail: 'b@example.com' });
      expect(res.statusCode, orderId).toBe(404);
      expect(res.json().message).toBe('Order not found');
    }
    expect(
      (
        await t.pool.query('SELECT count(*)::int AS n FROM escrow_holds WHERE order_id = ANY($1)', [
          [theirs, 'OJ-2345678923'],
        ])
      ).rows[0].n,
    ).toBe(0);
    // A sale made outside Oja's checkout is named by the merchant's own reference.
    const outside = await escrow({
      action: 'hold',
      orderId: 'MARKET-STALL-17',
      amount: 100,
      customerEmail: 'b@example.com',
    });
    expect(outside.statusCode).toBe(201);
  });

  it('validates the action', async () => {
    const bad = await escrow({ action: 'steal', orderId: 'x' });
    expect(bad.statusCode).toBe(400);
    const noEmail = await escrow({ action: 'hold', orderId: 'ORD-9', amount: 10 });
    expect(noEmail.statusCode).toBe(400);
  });
});
