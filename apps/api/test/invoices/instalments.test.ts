import type { InvoiceCheckout, PayableInvoice } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { as, count, createInvoiceApp, dataOf, invoiceBody } from './invoice-helpers.ts';
import { buyer } from './pay-helpers.ts';

describe('invoices paid over time: a deposit, instalments and the rest', () => {
  let t: TestApp, m: TestMerchant, b: ReturnType<typeof buyer>;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createInvoiceApp(), { businessName: 'Kemi Tailoring' }));
    b = buyer(t, m);
  });
  afterAll(() => t.close());

  const payable = async (token: string) => dataOf<PayableInvoice>(await b.view(token));

  it('takes the deposit, then the balance: PARTIALLY_PAID, then PAID, one ledger transaction each', async () => {
    // ₦3,001.00 with a 30 % deposit: ₦900.30.
    const { invoice, token } = await b.sendOne({ deposit: { kind: 'percent', value: 30 } });
    expect(invoice).toMatchObject({
      depositAmount: 900.3,
      amountPaid: 0,
      amountLeft: 3001,
      depositDue: 900.3,
    });

    const tooLittle = await b.start(token, 50_000);
    expect(tooLittle.statusCode).toBe(400);
    expect(tooLittle.json().message).toBe('The deposit of ₦900.30 is due first: pay at least that much');
    const tooMuch = await b.start(token, 300_101);
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe('You can pay at most ₦3,001.00, what is left on this invoice');
    expect((await b.start(token, 1.5)).statusCode).toBe(400);
    expect(await b.payments(invoice.id)).toEqual([]);

    const deposit = await b.start(token);
    expect(deposit.statusCode, deposit.body).toBe(200);
    await b.confirm(dataOf<InvoiceCheckout>(deposit));
    expect(await payable(token)).toMatchObject({
      paymentStatus: 'PARTIALLY_PAID',
      amountPaid: 900.3,
      amountLeft: 2100.7,
      depositDue: 0,
      paidAt: null,
    });

    const rest = await b.start(token);
    await b.confirm(dataOf<InvoiceCheckout>(rest));
    const detail = dataOf(await as(t, m).get(`/v1/invoice/${invoice.id}`));
    expect(detail).toMatchObject({ paymentStatus: 'PAID', amountPaid: 3001, amountLeft: 0 });
    expect(detail.paidAt).not.toBeNull();
    expect(await b.credits(invoice.id)).toEqual([90_030, 210_070]);
    expect((await b.start(token)).statusCode).toBe(409);
  });

  it('takes instalments of any amount up to what is left, and refuses to cancel a part-paid invoice', async () => {
    const { invoice, token } = await b.sendOne();
    await b.confirm(dataOf<InvoiceCheckout>(await b.start(token, 100_000)));
    await b.confirm(dataOf<InvoiceCheckout>(await b.start(token, 1)));
    expect(await payable(token)).toMatchObject({ paymentStatus: 'PARTIALLY_PAID', amountLeft: 2000.99 });
    const cancel = await as(t, m).patch(`/v1/invoice/${invoice.id}/status/`, { status: 'CANCELLED' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json().message).toBe('An invoice with payments cannot be cancelled');
    expect(await b.credits(invoice.id)).toEqual([100_000, 1]);
  });

  it('settles exactly the amount due when 20 checkouts are paid at once; the overpaying ones are refunded', async () => {
    const { invoice, token } = await b.sendOne();
    const total = 300_100;
    // Twenty buyers' tabs, each for a different instalment: together ₦4,001.90, more than the ₦3,001.00 due.
    const amounts = Array.from({ length: 20 }, (_, i) => 20_000 + i);
    const started = await Promise.all(amounts.map((amount) => b.start(token, amount)));
    for (const res of started) expect(res.statusCode, res.body).toBe(200);
    await Promise.all(started.map((res) => b.confirm(dataOf<InvoiceCheckout>(res))));
    await Promise.all([
      b.view(token),
      b.view(token),
      as(t, m).get(`/v1/invoice/${invoice.id}`),
      b.view(token),
    ]);
    await t.app.paymentJobs!.runOnce();

    const payments = await b.payments(invoice.id);
    expect(payments).toHaveLength(20);
    const paid = payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0);
    const refunded = payments.filter((p) => p.status === 'refunded');
    expect(paid).toBeLessThanOrEqual(total);
    // Each refunded charge would have overpaid: it is larger than what was left after the paid ones.
    for (const p of refunded) expect(p.amount).toBeGreaterThan(total - paid);
    expect(refunded.length).toBeGreaterThan(0);
    for (const p of refunded)
      expect((await t.app.payments.verifyTransaction(p.reference)).status).toBe('reversed');
    const view = await payable(token);
    expect(view).toMatchObject({ paymentStatus: 'PARTIALLY_PAID', amountLeft: (total - paid) / 100 });

    await b.confirm(dataOf<InvoiceCheckout>(await b.start(token)));
    expect((await payable(token)).paymentStatus).toBe('PAID');
    const credits = await b.credits(invoice.id);
    expect(credits.reduce((sum, c) => sum + c, 0)).toBe(total);
    expect(credits).toHaveLength(payments.length - refunded.length + 1);
  });

  it('creates an invoice with a deposit once for a repeated Idempotency-Key; a deposit above the total is a 400', async () => {
    const before = await count(t, 'invoices', m.id);
    const body = invoiceBody({ deposit: { kind: 'fixed', value: 1000 } });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/invoice',
        payload: body,
        headers: { ...m.headers, 'idempotency-key': `deposit-${body.email}` },
      });
    const [first, second] = await Promise.all([send(), send()]);
    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(dataOf(second).id).toBe(dataOf(first).id);
    expect(dataOf(first).depositAmount).toBe(1000);
    expect(await count(t, 'invoices', m.id)).toBe(before + 1);

    const tooBig = await as(t, m).post(
      '/v1/invoice',
      invoiceBody({ deposit: { kind: 'fixed', value: 3001.01 } }),
    );
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().message).toBe('The deposit must not be more than the invoice total');
    expect(await count(t, 'invoices', m.id)).toBe(before + 1);
  });
});
