import { transactionType } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions } from '../../src/db/schema/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { count, getOrder, insertProduct, placeOrder, placeUnpaidOrder } from '../orders/helpers.ts';
import { createMoneyApp, ledgerKinds, ngnWallet } from '../orders/money-helpers.ts';
import { ledgerViolations, newKey } from '../wallet/wallet-helpers.ts';
import {
  deliverAndRelease,
  providerRefunded,
  refund,
  refundBody,
  refundsOf,
  storeCredit,
} from './refund-helpers.ts';

const half = (major: number) => Math.round(major * 50) / 100;
const units = (t: TestApp, id: string) => count(t, 'SELECT units AS n FROM products WHERE id = $1', [id]);

describe('POST /v1/order/{id}/refunds: part or all of a paid order back to the buyer', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let product: { id: string };

  beforeAll(async () => {
    t = await createMoneyApp();
    [ada, bola] = await Promise.all([createMerchant(t), createMerchant(t)]);
    product = await insertProduct(t, ada, { priceMinor: 1_000_000, units: 50 });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('refunds half from escrow to the card, then the rest as store credit with a restock', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 2 }]);
    const email = (await getOrder(t, ada, order.id)).json().data.order.email as string;
    const first = await refund(t, ada, order.id, refundBody(half(order.totalPrice)));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({
      paid: order.totalPrice,
      refunded: half(order.totalPrice),
      refundable: order.totalPrice - half(order.totalPrice),
      timeline: [{ kind: 'refund', note: 'Item arrived damaged', amount: half(order.totalPrice) }],
    });
    expect((await getOrder(t, ada, order.id)).json().data.order.paymentStatus).toBe('partially_refunded');
    expect(await ngnWallet(t, ada)).toEqual({
      available: 0,
      pending: order.totalPrice - half(order.totalPrice),
    });
    expect(await providerRefunded(t, order.payment!.reference)).toBe(half(order.totalPrice) * 100);

    const rest = order.totalPrice - half(order.totalPrice);
    const second = await refund(
      t,
      ada,
      order.id,
      refundBody(rest, { destination: 'store_credit', restock: true, reason: 'Returned' }),
    );
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ refunded: order.totalPrice, refundable: 0 });
    expect(second.json().data.timeline.map((e: { kind: string }) => e.kind)).toEqual([
      'refund',
      'restock',
      'refund',
    ]);
    const detail = (await getOrder(t, ada, order.id)).json().data.order;
    expect(detail).toMatchObject({ paymentStatus: 'refunded', settlement: { status: 'refunded' } });
    expect(await units(t, product.id)).toBe(50);
    expect(await storeCredit(t, ada.id, email)).toBe(rest * 100);
    // The buyer is in the customer book (the checkout adds them), with the credit.
    const book = await t.app.inject({ method: 'GET', url: '/v1/users/customer', headers: ada.headers });
    expect(book.json().data.results).toContainEqual(expect.objectContaining({ email, storeCredit: rest }));
    expect(await ngnWallet(t, ada)).toEqual({ available: 0, pending: 0 });
    expect(await ledgerKinds(t, ada.id)).toEqual({ escrow_hold: 1, refund: 2 });

    const third = await refund(t, ada, order.id, refundBody(1));
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe('This order is already refunded in full');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/cancel`,
      headers: ada.headers,
    });
    expect(cancel.statusCode).toBe(409);
    expect(await units(t, product.id)).toBe(50);
  });

  it('refunds a released order from the wallet, and a later release moves only what is left', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    expect((await refund(t, ada, order.id, refundBody(10))).statusCode).toBe(201);
    // The order's settlement shows what the merchant keeps of it, net of the refund taken from escrow.
    const settlements = await t.app.inject({
      method: 'GET',
      url: '/v1/wallet/settlements',
      headers: ada.headers,
    });
    expect(settlements.json().data.results).toContainEqual(
      expect.objectContaining({ orderId: order.id, status: 'in_escrow', amount: order.totalPrice - 10 }),
    );
    const before = await ngnWallet(t, ada);
    await deliverAndRelease(t, ada.id, order.id);
    const released = await ngnWallet(t, ada);
    expect(released.available - before.available).toBe(order.totalPrice - 10);

    const fromWallet = await refund(t, ada, order.id, refundBody(20));
    expect(fromWallet.statusCode).toBe(201);
    expect((await ngnWallet(t, ada)).available).toBe(released.available - 20);
    const source = await t.pool.query('SELECT source FROM refunds WHERE order_id = $1 ORDER BY created_at', [
      order.id,
    ]);
    expect(source.rows.map((r) => r.source)).toEqual(['escrow', 'wallet']);

    // The wallet statement lists the refund, and can be narrowed to refunds.
    const statement = (query: string) =>
      t.app.inject({ method: 'GET', url: `/v1/wallet/transactions${query}`, headers: ada.headers });
    const all = await statement('?limit=50');
    expect(all.statusCode).toBe(200);
    const refunds = await statement('?type=refund');
    expect(refunds.statusCode).toBe(200);
    expect(refunds.json().data.results).toEqual([
      expect.objectContaining({ type: 'refund', action: 'debit', amount: 20 }),
    ]);
  });

  it('every kind of ledger transaction can be a line of the wallet statement', () => {
    expect([...transactionType.options].sort()).toEqual([...ledgerTransactions.kind.enumValues].sort());
  });

  it('refuses a refund the wallet cannot cover, changing nothing', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    await deliverAndRelease(t, ada.id, order.id);
    // Another refund took the wallet down to less than this order's total.
    const { available } = await ngnWallet(t, ada);
    await t.pool.query(
      `UPDATE wallets SET balance = balance - $2 WHERE merchant_id = $1 AND currency = 'NGN'`,
      [ada.id, (available - 5) * 100],
    );
    await t.pool.query(
      `INSERT INTO ledger_transactions (merchant_id, id, kind, reference, description) VALUES ($1, gen_random_uuid(), 'withdrawal', 'test-drain', 'drain')`,
      [ada.id],
    );
    await t.pool.query(
      `INSERT INTO ledger_entries (merchant_id, id, transaction_id, account, currency, amount)
       SELECT $1, gen_random_uuid(), id, a.account, 'NGN', a.amount FROM ledger_transactions,
         (VALUES ('wallet', -$2::bigint), ('payouts:in_transit', $2::bigint)) AS a(account, amount)
       WHERE merchant_id = $1 AND reference = 'test-drain'`,
      [ada.id, (available - 5) * 100],
    );
    const refused = await refund(t, ada, order.id, refundBody(6));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/^Your wallet balance is lower than this refund/);
    expect((await ngnWallet(t, ada)).available).toBe(5);
    expect(await refundsOf(t, ada, order.id)).toMatchObject({ refunded: 0, timeline: [] });
    expect((await getOrder(t, ada, order.id)).json().data.order.paymentStatus).toBe('paid');
  });

  it('answers bad input with a specific 4xx and changes nothing; another merchant’s order is 404', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const tooMuch = await refund(t, ada, order.id, refundBody(order.totalPrice + 1));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe(
      `At most ₦${order.totalPrice.toLocaleString('en-NG', { minimumFractionDigits: 2 })} is left to refund on this order`,
    );
    const noReason = await refund(t, ada, order.id, refundBody(1, { reason: '  ' }));
    expect(noReason.statusCode).toBe(400);
    expect(noReason.body).toContain('Give a reason for the refund');
    const noKey = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/refunds`,
      headers: ada.headers,
      payload: refundBody(1),
    });
    expect(noKey.statusCode).toBe(400);
    for (const id of [order.id, 'not-an-id']) {
      const foreign = await refund(t, bola, id, refundBody(1));
      expect(foreign.statusCode).toBe(404);
    }
    const unpaid = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const notPaid = await refund(t, ada, unpaid.id, refundBody(1));
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json().message).toBe('Only a paid order can be refunded');
    expect(await refundsOf(t, ada, order.id)).toMatchObject({ refunded: 0, refundable: order.totalPrice });
    expect(await providerRefunded(t, order.payment!.reference)).toBe(0);
  });

  it('makes one refund of a double submit: the same Idempotency-Key replays the first answer', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const key = newKey();
    const answers = await Promise.all([1, 2, 3].map(() => refund(t, ada, order.id, refundBody(15), key)));
    const codes = answers.map((a) => a.statusCode).sort();
    // A retry that arrives while the first is running waits for it, or is told it is in progress.
    expect(codes.filter((c) => c === 201).length).toBeGreaterThanOrEqual(1);
    expect(codes.every((c) => c === 201 || c === 409)).toBe(true);
    const again = await refund(t, ada, order.id, refundBody(15), key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await refundsOf(t, ada, order.id)).toMatchObject({ refunded: 15 });
    expect(await count(t, 'SELECT count(*) AS n FROM refunds WHERE order_id = $1', [order.id])).toBe(1);
  });

  it('never refunds more than was paid when refunds race on one order', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const share = Math.floor(order.totalPrice * 0.4);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => refund(t, ada, order.id, refundBody(share))),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([201, 201, 422, 422, 422, 422]);
    console.log(`refunds: 6 racing refunds of 40% each on one order → 2 made, 4 refused (422)`);
    const after = await refundsOf(t, ada, order.id);
    expect(after.refunded).toBe(share * 2);
    expect(await providerRefunded(t, order.payment!.reference)).toBe(share * 2 * 100);
  });

  it('leaves nothing half-done when the payment provider refuses the refund', async () => {
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    // The charge was refunded at the provider outside Oja: the provider refuses any more.
    await t.pool.query('UPDATE paystack_sim_transactions SET refunded_amount = amount WHERE reference = $1', [
      order.payment!.reference,
    ]);
    const before = { wallet: await ngnWallet(t, ada), kinds: await ledgerKinds(t, ada.id) };
    const refused = await refund(t, ada, order.id, refundBody(10, { restock: true }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('The payment provider refused this refund. Nothing was refunded.');
    expect(await refundsOf(t, ada, order.id)).toMatchObject({ refunded: 0, timeline: [] });
    expect(await ngnWallet(t, ada)).toEqual(before.wallet);
    expect(await ledgerKinds(t, ada.id)).toEqual(before.kinds);
    expect((await getOrder(t, ada, order.id)).json().data.order.paymentStatus).toBe('paid');
    expect(await count(t, 'SELECT count(*) AS n FROM refunds WHERE order_id = $1', [order.id])).toBe(0);
  });
});
