import type { Invoice } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { applyInvoiceCredit } from '../../src/modules/invoices/invoice-credit-service.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createInvoice, dataOf } from '../invoices/invoice-helpers.ts';
import { buyer } from '../invoices/pay-helpers.ts';
import { count, insertProduct } from '../orders/helpers.ts';
import { createMoneyApp, ngnWallet } from '../orders/money-helpers.ts';
import { ledgerViolations, newKey } from '../wallet/wallet-helpers.ts';
import { applyCredit, invoiceOf, paidInvoice, refundInvoice } from './invoice-refund-helpers.ts';
import { refund, refundBody, storeCredit } from './refund-helpers.ts';

/** Store credit a buyer holds after a refund, spent by the merchant on an invoice or an offline sale. */
describe('store credit a buyer can spend (real PostgreSQL)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    [ada, bola] = await Promise.all([createMerchant(t), createMerchant(t)]);
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  /** A buyer with ₦1,000.00 of store credit with Ada, from half of a refunded invoice. */
  async function buyerWithCredit() {
    const { invoice } = await paidInvoice(t, ada, [200_000]);
    const res = await refundInvoice(t, ada, invoice.id, refundBody(1000, { destination: 'store_credit' }));
    expect(res.statusCode, res.body).toBe(201);
    return invoice.email;
  }
  const issued = async (m: TestMerchant, email: string) => (await buyer(t, m).sendOne({ email })).invoice;
  const creditShown = async (m: TestMerchant, email: string) =>
    dataOf<{ credits: { balance: number }[] }>(
      await t.app.inject({ method: 'GET', url: `/v1/store-credit?email=${email}`, headers: m.headers }),
    ).credits[0]!.balance;

  it('pays part of an invoice from the credit: the credit goes back to the wallet, at most held and due', async () => {
    const email = await buyerWithCredit();
    expect(await creditShown(ada, email)).toBe(1000);
    expect(await creditShown(bola, email)).toBe(0);
    const all = await t.app.inject({ method: 'GET', url: '/v1/store-credit', headers: ada.headers });
    expect(all.json().data.credits).toContainEqual({ email, currency: 'NGN', balance: 1000 });
    const invoice = await issued(ada, email);
    const wallet = (await ngnWallet(t, ada)).available;

    const tooMuch = await applyCredit(t, ada, invoice.id, 1000.01);
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('The buyer holds ₦1,000.00 of store credit: apply at most that');
    const res = await applyCredit(t, ada, invoice.id, 400);
    expect(res.statusCode, res.body).toBe(200);
    expect(dataOf<Invoice>(res)).toMatchObject({ paymentStatus: 'PARTIALLY_PAID', amountPaid: 400 });
    expect(await storeCredit(t, ada.id, email)).toBe(60_000);
    expect((await ngnWallet(t, ada)).available).toBe(wallet + 400);

    expect((await applyCredit(t, bola, invoice.id, 1)).statusCode).toBe(404);
    const draft = await createInvoice(t, ada, { email });
    expect((await applyCredit(t, ada, draft.id, 1)).statusCode).toBe(409);
    expect((await applyCredit(t, ada, invoice.id, 0)).statusCode).toBe(400);
  });

  it('never pays more than is due, and applies once per Idempotency-Key', async () => {
    const email = await buyerWithCredit();
    const small = await issued(ada, email);
    await t.pool.query(`UPDATE invoices SET paid_minor = total_amount_minor - 10000 WHERE id = $1`, [
      small.id,
    ]);
    const overDue = await applyCredit(t, ada, small.id, 100.01);
    expect(overDue.statusCode).toBe(422);
    expect(overDue.json().message).toBe('At most ₦100.00 is due: apply at most that');
    await t.pool.query(`UPDATE invoices SET paid_minor = 0 WHERE id = $1`, [small.id]);

    const key = newKey();
    const [first, again] = [
      await applyCredit(t, ada, small.id, 250, key),
      await applyCredit(t, ada, small.id, 250, key),
    ];
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect((await invoiceOf(t, ada, small.id)).amountPaid).toBe(250);
    expect(await storeCredit(t, ada.id, email)).toBe(75_000);
  });

  it('two sales spending one credit at once never spend more than is held', async () => {
    const email = await buyerWithCredit();
    const [one, two] = [await issued(ada, email), await issued(ada, email)];
    const results = await Promise.all([applyCredit(t, ada, one.id, 1000), applyCredit(t, ada, two.id, 1000)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    expect(await storeCredit(t, ada.id, email)).toBe(0);

    // Past the API's per-merchant queue: two database transactions at once, the ledger lock alone between them.
    const again = await buyerWithCredit();
    const [three, four] = [await issued(ada, again), await issued(ada, again)];
    const spent = await Promise.allSettled(
      [three, four].map((invoice) =>
        t.app.db.transaction((tx) => applyInvoiceCredit(tx, ada.id, invoice.id, 700)),
      ),
    );
    expect(spent.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await storeCredit(t, ada.id, again)).toBe(30_000);
  });

  it('pays part of an offline sale: in person for the rest, stock untouched when refused', async () => {
    const email = await buyerWithCredit();
    const product = await insertProduct(t, ada, { priceMinor: 150_000, units: 5 });
    const sell = (storeCredit: number, buyerEmail?: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/order/offline-sale',
        headers: { ...ada.headers, 'idempotency-key': newKey() },
        payload: {
          method: 'cash',
          cart: [{ productId: product.id, quantity: 1 }],
          buyer: { name: 'Kemi Ade', ...(buyerEmail ? { email: buyerEmail } : {}) },
          storeCredit,
        },
      });
    const noEmail = await sell(100);
    expect(noEmail.statusCode).toBe(400);
    expect(noEmail.body).toContain('Enter the buyer’s email to apply their store credit');
    expect((await sell(1000.01, email)).statusCode).toBe(422);
    expect((await sell(1500.01, email)).statusCode).toBe(422);
    expect(await count(t, 'SELECT units AS n FROM products WHERE id = $1', [product.id])).toBe(5);

    const wallet = (await ngnWallet(t, ada)).available;
    const sold = await sell(1000, email);
    expect(sold.statusCode, sold.body).toBe(201);
    const order = dataOf<{ orderReference: string; totalPrice: number }>(sold);
    expect(order.totalPrice).toBe(1500);
    const { rows } = await t.pool.query(
      `SELECT e.account, e.amount::int AS amount FROM ledger_entries e
         JOIN ledger_transactions x ON x.merchant_id = e.merchant_id AND x.id = e.transaction_id
        WHERE x.merchant_id = $1 AND x.kind = 'offline_sale' AND x.reference = $2 ORDER BY e.account`,
      [ada.id, order.orderReference],
    );
    expect(rows).toEqual([
      { account: 'offline:cash', amount: 50_000 },
      { account: 'sales:offline', amount: -50_000 },
      { account: `store_credit:${email}`, amount: -100_000 },
      { account: 'wallet', amount: 100_000 },
    ]);
    expect(await storeCredit(t, ada.id, email)).toBe(0);
    expect((await ngnWallet(t, ada)).available).toBe(wallet + 1000);

    // Refunded, each part goes back the way it came: ₦500.00 in person at most, ₦1,000.00 to the credit.
    const orderId = dataOf<{ id: string }>(sold).id;
    const inPerson = await refund(t, ada, orderId, refundBody(500.01));
    expect(inPerson.statusCode).toBe(422);
    expect(inPerson.json().message).toBe(
      'Only ₦500.00 of this sale is left to refund in person; refund the part paid from store credit as store credit',
    );
    expect((await refund(t, ada, orderId, refundBody(300))).statusCode).toBe(201);
    const asCredit = await refund(t, ada, orderId, refundBody(1000.01, { destination: 'store_credit' }));
    expect(asCredit.statusCode).toBe(422);
    expect(asCredit.json().message).toBe(
      'Only ₦1,000.00 of this sale is left to refund as store credit; refund the rest in person',
    );
    expect(
      (await refund(t, ada, orderId, refundBody(1000, { destination: 'store_credit' }))).statusCode,
    ).toBe(201);
    expect(await storeCredit(t, ada.id, email)).toBe(100_000);
    expect((await ngnWallet(t, ada)).available).toBe(wallet);
    expect((await refund(t, ada, orderId, refundBody(200.01))).statusCode).toBe(422);
    expect((await refund(t, ada, orderId, refundBody(200))).statusCode).toBe(201);
  });
});
