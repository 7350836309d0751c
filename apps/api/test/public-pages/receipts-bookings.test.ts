import type { InvoiceCheckout } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { settleInvoicePayment } from '../../src/modules/invoices/index.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, dataOf } from '../invoices/invoice-helpers.ts';
import { buyer, checkout, insertService, payOrder, type PlacedOrder } from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';

const receiptCount = async (t: TestApp, column: 'order_id' | 'invoice_id', id: string) =>
  (await t.pool.query(`SELECT count(*)::int AS n FROM receipts WHERE ${column} = $1`, [id])).rows[0]
    .n as number;

describe('receipts of invoice payments, and the booking page', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    m = await createMerchant(t, { businessName: 'Mama Put Foods' });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('an invoice payment has one receipt, however often it is reconciled or settled again', async () => {
    const invoice = await createInvoice(t, m);
    expect((await as(t, m).post(`/v1/invoice/${invoice.id}/send`)).statusCode).toBe(200);
    const { rows } = await t.pool.query(
      'SELECT to_jsonb(o) AS o FROM outbox o WHERE subject LIKE \'Invoice %\' AND "to" = $1',
      [invoice.email.toLowerCase()],
    );
    const token = /\/pay\/invoice\/([A-Za-z0-9_-]{43})/.exec(rows[0].o.body)![1]!;
    const started = await t.app.inject({ method: 'POST', url: `/v1/pay/invoice/${token}` });
    const checkoutOf = dataOf<InvoiceCheckout>(started);
    await t.app.inject({ method: 'POST', url: `/v1/payments/checkout/${checkoutOf.accessCode}/confirm` });
    const views = await Promise.all(
      Array.from({ length: 4 }, () => t.app.inject({ method: 'GET', url: `/v1/pay/invoice/${token}` })),
    );
    for (const view of views) expect(dataOf(view).paymentStatus).toBe('PAID');
    const charge = await t.app.payments.verifyTransaction(checkoutOf.reference);
    await t.app.db.transaction((tx) => settleInvoicePayment(t.app, tx, charge));
    expect(await receiptCount(t, 'invoice_id', invoice.id)).toBe(1);
    const [receipt] = (
      await t.pool.query('SELECT amount_minor, description, lines FROM receipts WHERE invoice_id = $1', [
        invoice.id,
      ])
    ).rows;
    expect(receipt).toMatchObject({ amount_minor: 300_100, description: `Invoice ${invoice.invoiceNumber}` });
    expect(receipt.lines).toEqual([{ name: 'Consulting hour', quantity: 2, unitMinor: 150_050 }]);
  });

  it('a paid booking has a /b page with its time and meeting link', async () => {
    const service = await insertService(t, m, { name: 'Jollof class' });
    const day = new Date(Date.now() + 14 * 86_400_000);
    while (day.getUTCDay() !== 1) day.setUTCDate(day.getUTCDate() + 1);
    const bookedDate = day.toISOString().slice(0, 10);
    const res = await checkout(t, {
      merchantId: m.id,
      ...buyer({ deliveryAddress: undefined }),
      service: { serviceId: service.id, bookedDate, startHour: '10:00', endHour: '11:00' },
    });
    const order = res.json().data as PlacedOrder;
    await payOrder(t, order);
    expect(await receiptCount(t, 'order_id', order.id)).toBe(1);

    const link = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/links`,
      headers: m.headers,
      payload: { page: 'booking' },
    });
    expect(link.statusCode, link.body).toBe(201);
    const url = link.json().data.url as string;
    expect(url).toMatch(/\/b\/[A-Za-z0-9_-]{43}$/);
    const page = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Jollof class');
    expect(page.body).toContain(`${bookedDate}, 10:00–11:00 (WAT)`);
    expect(page.body).toContain('<meta property="og:title" content="Jollof class with Mama Put Foods" />');
    expect(page.body).toMatch(/href="[^"]+\/meet\/[^"]+"[^>]*>Join the meeting/);
    // Within the rules the buyer changes it on the page itself; the seller's contact stays below.
    expect(page.body).toContain('Move my booking');
    expect(page.body).not.toContain('To change or cancel this booking, contact Mama Put Foods.');
  });
});
