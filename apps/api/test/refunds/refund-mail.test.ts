import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { insertProduct, placeOrder } from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';
import { ledgerViolations, newKey } from '../wallet/wallet-helpers.ts';
import { paidInvoice, refundInvoice } from './invoice-refund-helpers.ts';
import { refund, refundBody } from './refund-helpers.ts';

/** The buyer hears of each refund once: what, where to, and when to expect it. */
describe('refund emails (real PostgreSQL)', () => {
  let t: TestApp;
  let ada: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    ada = await createMerchant(t, { businessName: 'Ada Fabrics' });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  const mails = async (to: string) =>
    (
      await t.pool.query(`SELECT subject, body FROM outbox WHERE "to" = $1 AND subject LIKE '%refunded%'`, [
        to,
      ])
    ).rows as { subject: string; body: string }[];

  it('mails an invoice refund to store credit and an order refund to the card, once each', async () => {
    const { invoice } = await paidInvoice(t, ada, [100_000]);
    await refundInvoice(t, ada, invoice.id, refundBody(400, { destination: 'store_credit' }));
    const product = await insertProduct(t, ada, { priceMinor: 500_000, units: 3 });
    const order = await placeOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    expect((await refund(t, ada, order.id, refundBody(1000))).statusCode).toBe(201);

    expect(await t.app.refundMail.runOnce()).toBe(2);
    const [credit] = await mails(invoice.email);
    expect(credit!.subject).toBe(`Ada Fabrics refunded ₦400.00 of invoice ${invoice.invoiceNumber}`);
    expect(credit!.body).toContain('store credit with Ada Fabrics, yours to spend now');
    const { rows } = await t.pool.query('SELECT email FROM orders WHERE id = $1', [order.id]);
    const [card] = await mails(rows[0].email);
    expect(card!.subject).toBe(`Ada Fabrics refunded ₦1,000.00 of order ${order.orderReference}`);
    expect(card!.body).toContain('within 5 to 10 working days');

    expect(await t.app.refundMail.runOnce()).toBe(0);
    expect(await mails(invoice.email)).toHaveLength(1);
    expect(await mails(rows[0].email)).toHaveLength(1);
  });

  it('sends none to a walk-in buyer who gave no email', async () => {
    const product = await insertProduct(t, ada, { priceMinor: 100_000, units: 3 });
    const sale = await t.app.inject({
      method: 'POST',
      url: '/v1/order/offline-sale',
      headers: { ...ada.headers, 'idempotency-key': newKey() },
      payload: { method: 'cash', cart: [{ productId: product.id, quantity: 1 }] },
    });
    const before = (await t.pool.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n;
    expect((await refund(t, ada, sale.json().data.id, refundBody(500))).statusCode).toBe(201);
    expect(await t.app.refundMail.runOnce()).toBe(1);
    expect((await t.pool.query('SELECT count(*)::int AS n FROM outbox')).rows[0].n).toBe(before);
    expect(await t.app.refundMail.runOnce()).toBe(0);
  });
});
