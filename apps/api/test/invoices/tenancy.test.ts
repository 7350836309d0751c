import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import {
  as,
  count,
  createInvoice,
  createInvoiceApp,
  createProduct,
  dataOf,
  invoiceBody,
  pageOf,
} from './invoice-helpers.ts';

describe('invoice tenancy and numbering', () => {
  let t: TestApp, owner: TestMerchant, intruder: TestMerchant;
  suiteApp(async () => ({ t, a: owner, b: intruder } = await withTwoMerchants(createInvoiceApp())));

  it("answers another merchant's invoice with 404, exactly like a missing one, and leaves it untouched", async () => {
    const invoice = await createInvoice(t, owner);
    const missing = '0195f3c2-0000-7000-8000-000000000000';
    const attempts = (id: string) => [
      as(t, intruder).get(`/v1/invoice/${id}`),
      as(t, intruder).put(`/v1/invoice/${id}`, invoiceBody({ fullname: 'Hijacked' })),
      as(t, intruder).patch(`/v1/invoice/${id}/status/`, { status: 'CANCELLED' }),
      as(t, intruder).patch(`/v1/invoice/${id}/status`, { status: 'ISSUED' }),
      as(t, intruder).get(`/v1/invoice/${id}/pdf`),
      as(t, intruder).post(`/v1/invoice/${id}/send`),
    ];
    const theirs = await Promise.all(attempts(invoice.id));
    const nobodys = await Promise.all(attempts(missing));
    for (const [i, res] of theirs.entries()) {
      expect(res.statusCode, `attempt ${i}`).toBe(404);
      expect(res.json()).toEqual(nobodys[i]!.json());
      expect(res.json().message).toBe('Invoice not found');
    }

    const after = dataOf(await as(t, owner).get(`/v1/invoice/${invoice.id}`));
    expect(after).toMatchObject({
      fullname: invoice.fullname,
      status: 'DRAFT',
      paymentStatus: 'NEW',
      sentAt: null,
    });
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM outbox WHERE "to" = $1', [
      invoice.email,
    ]);
    expect(rows[0].n).toBe(0);
    expect(pageOf(await as(t, intruder).get('/v1/invoice')).totalResults).toBe(0);
  });

  it("refuses a line with another merchant's product (404) and writes nothing, not even a number", async () => {
    const theirs = await createProduct(t, owner, 'Owner’s lamp', 500_000);
    const mine = await createProduct(t, intruder, 'Intruder’s chair', 200_000);
    const before = {
      invoices: await count(t, 'invoices', intruder.id),
      lines: await count(t, 'invoice_lines', intruder.id),
    };

    const res = await as(t, intruder).post(
      '/v1/invoice',
      invoiceBody({
        products: [
          { productId: mine, quantity: 1 },
          { productId: theirs, quantity: 2 },
        ],
      }),
    );
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Product not found');
    expect(await count(t, 'invoices', intruder.id)).toBe(before.invoices);
    expect(await count(t, 'invoice_lines', intruder.id)).toBe(before.lines);

    const draft = await createInvoice(t, intruder, { products: [{ productId: mine, quantity: 1 }] });
    const edit = await as(t, intruder).put(
      `/v1/invoice/${draft.id}`,
      invoiceBody({ products: [{ productId: theirs, quantity: 1 }] }),
    );
    expect(edit.statusCode).toBe(404);
    expect(dataOf(await as(t, intruder).get(`/v1/invoice/${draft.id}`)).products).toEqual([
      { productId: mine, name: 'Intruder’s chair', quantity: 1, price: 2000, totalAmount: 2000 },
    ]);
    expect(
      (
        await as(t, intruder).post(
          '/v1/invoice',
          invoiceBody({ products: [{ productId: 'nope', quantity: 1 }] }),
        )
      ).statusCode,
    ).toBe(404);
  });

  it('numbers 10 concurrent creates sequentially: no gaps, no duplicates, per merchant', async () => {
    const m = await createMerchant(t);
    const first = await createInvoice(t, m);
    expect(first.invoiceNumber).toBe('INV-0001');

    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        as(t, m).post('/v1/invoice', invoiceBody({ fullname: `Buyer ${i}` })),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(201));
    const numbers = responses.map((r) => dataOf(r).invoiceNumber).sort();
    expect(numbers).toEqual(Array.from({ length: 10 }, (_, i) => `INV-${String(i + 2).padStart(4, '0')}`));

    // A refused create uses no number: the next one continues the sequence.
    const stranger = await createProduct(t, owner, 'Not yours', 100);
    expect(
      (await as(t, m).post('/v1/invoice', invoiceBody({ products: [{ productId: stranger, quantity: 1 }] })))
        .statusCode,
    ).toBe(404);
    expect((await createInvoice(t, m)).invoiceNumber).toBe('INV-0012');

    // Another merchant's sequence is separate.
    expect((await createInvoice(t, await createMerchant(t))).invoiceNumber).toBe('INV-0001');
  });
});
