import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, count, createInvoice, createInvoiceApp, createProduct, dataOf, invoiceBody } from './invoice-helpers.ts';

describe('invoices: create, read, edit', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    t = await createInvoiceApp();
    m = await createMerchant(t, { businessName: 'Mama Put Foods' });
  });
  afterAll(() => t.close());

  it('computes line totals, amount and totalAmount on the server and ignores the client totals', async () => {
    const shirt = await createProduct(t, m, 'Ankara shirt', 1_250_000);
    const res = await as(t, m).post(
      '/v1/invoice',
      invoiceBody({
        email: 'Ada.Obi@Example.com',
        products: [
          { productId: shirt, quantity: 3, totalAmount: 1 },
          { name: 'Delivery', quantity: 1, price: 2500.75, totalAmount: 999_999 },
          { productId: shirt, name: 'Ankara shirt (discounted)', quantity: 2, price: 0.1 },
        ],
        amount: 5,
        totalAmount: 5,
      }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Invoice created successfully');
    const invoice = dataOf(res);
    expect(invoice.products).toEqual([
      { productId: shirt, name: 'Ankara shirt', quantity: 3, price: 12500, totalAmount: 37500 },
      { productId: null, name: 'Delivery', quantity: 1, price: 2500.75, totalAmount: 2500.75 },
      { productId: shirt, name: 'Ankara shirt (discounted)', quantity: 2, price: 0.1, totalAmount: 0.2 },
    ]);
    expect(invoice.amount).toBe(40000.95);
    expect(invoice.totalAmount).toBe(40000.95);
    expect(invoice).toMatchObject({
      userId: m.id,
      email: 'ada.obi@example.com',
      status: 'DRAFT',
      paymentStatus: 'NEW',
      currency: 'NGN',
      billingDate: '2025-03-01',
      dueDate: '2025-03-15',
      invoiceNumber: expect.stringMatching(/^INV-\d{4}$/),
      sentAt: null,
      paidAt: null,
    });
    const { rows } = await t.pool.query('SELECT amount_minor, total_amount_minor FROM invoices WHERE id = $1', [invoice.id]);
    expect(rows[0]).toEqual({ amount_minor: 4_000_095, total_amount_minor: 4_000_095 });

    const fetched = dataOf(await as(t, m).get(`/v1/invoice/${invoice.id}`));
    expect(fetched).toEqual(invoice);
  });

  it('answers 400 with the field for a bad body, and 404 for a customer that is not the merchant’s', async () => {
    const bad = await as(t, m).post('/v1/invoice', invoiceBody({ dueDate: '2025-02-01' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The due date must not be before the billing date');
    expect(bad.json().errors[0].path).toBe('body.dueDate');

    const noCustomer = await as(t, m).post('/v1/invoice', invoiceBody({ customerId: '0195f3c2-0000-7000-8000-000000000000' }));
    expect(noCustomer.statusCode).toBe(404);
    expect(noCustomer.json().message).toBe('Customer not found');
  });

  it('links one of the merchant’s customers', async () => {
    const customer = await as(t, m).post('/v1/users/customer', { name: 'Chidi Okafor', email: 'chidi@example.com', phone: '08031234567' });
    expect(customer.statusCode).toBe(201);
    const invoice = await createInvoice(t, m, { customerId: dataOf<{ id: string }>(customer).id, fullname: 'Chidi Okafor' });
    expect(invoice.customerId).toBe(dataOf<{ id: string }>(customer).id);
  });

  it('edits a DRAFT (lines replaced, totals recomputed) and refuses to edit it once issued (409)', async () => {
    const draft = await createInvoice(t, m);
    const edited = await as(t, m).put(
      `/v1/invoice/${draft.id}`,
      invoiceBody({ fullname: 'Ada N. Obi', products: [{ name: 'Logo design', quantity: 4, price: 25000, totalAmount: 3 }], note: 'Thanks!' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(dataOf(edited)).toMatchObject({
      id: draft.id,
      invoiceNumber: draft.invoiceNumber,
      fullname: 'Ada N. Obi',
      note: 'Thanks!',
      amount: 100000,
      totalAmount: 100000,
      status: 'DRAFT',
      products: [{ name: 'Logo design', quantity: 4, price: 25000, totalAmount: 100000, productId: null }],
    });

    const issued = await as(t, m).put(`/v1/invoice/${draft.id}`, invoiceBody({ status: 'ISSUED' }));
    expect(dataOf(issued).status).toBe('ISSUED');

    const refused = await as(t, m).put(`/v1/invoice/${draft.id}`, invoiceBody({ fullname: 'Someone else' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Only a DRAFT invoice can be edited');
    expect(dataOf(await as(t, m).get(`/v1/invoice/${draft.id}`)).fullname).toBe(draft.fullname);
  });

  it('creates an issued invoice directly', async () => {
    const invoice = await createInvoice(t, m, { status: 'ISSUED' });
    expect(invoice).toMatchObject({ status: 'ISSUED', paymentStatus: 'NEW' });
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await as(t, m).get('/v1/invoice/0195f3c2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    const malformed = await as(t, m).get('/v1/invoice/not-an-id');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().message).toBe('Invoice not found');
  });

  it('refuses an unauthenticated caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/invoice' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/v1/invoice', payload: invoiceBody() })).statusCode).toBe(401);
  });

  it('writes nothing when the total is too large', async () => {
    const before = await count(t, 'invoices', m.id);
    const res = await as(t, m).post('/v1/invoice', invoiceBody({ products: [{ name: 'Jet', quantity: 1_000_000, price: 100_000_000_000 }] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The invoice total is too large');
    expect(await count(t, 'invoices', m.id)).toBe(before);
  });
});

describe('invoice status changes', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    t = await createInvoiceApp();
    m = await createMerchant(t);
  });
  afterAll(() => t.close());

  const change = (id: string, body: Record<string, string>, slash = '/') => as(t, m).patch(`/v1/invoice/${id}/status${slash}`, body);

  it('walks DRAFT → ISSUED and NEW → PENDING_PAYMENT → PAID, with and without the trailing slash', async () => {
    const { id } = await createInvoice(t, m);
    const issued = await change(id, { status: 'ISSUED' });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().message).toBe('Invoice status updated successfully');
    expect(dataOf(issued)).toMatchObject({ status: 'ISSUED', paymentStatus: 'NEW' });
    expect(dataOf(await change(id, { paymentStatus: 'pending_payment' }, ''))).toMatchObject({ paymentStatus: 'PENDING_PAYMENT' });
    const paid = dataOf(await change(id, { paymentStatus: 'PAID' }));
    expect(paid.paymentStatus).toBe('PAID');
    expect(paid.paidAt).not.toBeNull();
  });

  it('refuses every other step with 409 and a message, changing nothing', async () => {
    const draft = await createInvoice(t, m);
    const cases: [Record<string, string>, string][] = [
      [{ paymentStatus: 'PAID' }, 'Issue the invoice before changing its payment status'],
      [{ paymentStatus: 'PENDING_PAYMENT' }, 'Issue the invoice before changing its payment status'],
      [{ status: 'DRAFT' }, 'The invoice is already DRAFT'],
    ];
    for (const [body, message] of cases) {
      const res = await change(draft.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(409);
      expect(res.json().message).toBe(message);
    }

    const issued = await createInvoice(t, m, { status: 'ISSUED' });
    const newToPaid = await change(issued.id, { paymentStatus: 'PAID' });
    expect(newToPaid.statusCode).toBe(409);
    expect(newToPaid.json().message).toBe('The payment status cannot go from NEW to PAID');
    expect((await change(issued.id, { status: 'DRAFT' })).json().message).toBe('An invoice cannot go from ISSUED to DRAFT');

    await change(issued.id, { paymentStatus: 'PENDING_PAYMENT' });
    expect((await change(issued.id, { paymentStatus: 'NEW' })).statusCode).toBe(409);
    await change(issued.id, { paymentStatus: 'PAID' });
    const paidToNew = await change(issued.id, { paymentStatus: 'NEW' });
    expect(paidToNew.statusCode).toBe(409);
    expect(paidToNew.json().message).toBe('The payment status cannot go from PAID to NEW');
    const cancelPaid = await change(issued.id, { status: 'CANCELLED' });
    expect(cancelPaid.statusCode).toBe(409);
    expect(cancelPaid.json().message).toBe('A paid invoice cannot be cancelled');

    expect(dataOf(await as(t, m).get(`/v1/invoice/${draft.id}`))).toMatchObject({ status: 'DRAFT', paymentStatus: 'NEW' });
    expect(dataOf(await as(t, m).get(`/v1/invoice/${issued.id}`))).toMatchObject({ status: 'ISSUED', paymentStatus: 'PAID' });
  });

  it('cancels a DRAFT or an unpaid issued invoice, and then nothing more happens to it', async () => {
    const draft = await createInvoice(t, m);
    expect(dataOf(await change(draft.id, { status: 'CANCELLED' })).status).toBe('CANCELLED');
    const issued = await createInvoice(t, m, { status: 'ISSUED' });
    await change(issued.id, { paymentStatus: 'PENDING_PAYMENT' });
    expect(dataOf(await change(issued.id, { status: 'CANCELLED' })).status).toBe('CANCELLED');

    expect((await change(issued.id, { status: 'ISSUED' })).json().message).toBe('An invoice cannot go from CANCELLED to ISSUED');
    expect((await change(issued.id, { paymentStatus: 'PAID' })).json().message).toBe('A cancelled invoice cannot be paid');
    expect((await change(issued.id, { status: 'CANCELLED' })).statusCode).toBe(409);
    expect((await as(t, m).put(`/v1/invoice/${draft.id}`, invoiceBody())).statusCode).toBe(409);
  });

  it('answers 400 for a body with both or neither change, or an unknown status', async () => {
    const { id } = await createInvoice(t, m);
    expect((await change(id, {})).statusCode).toBe(400);
    expect((await change(id, { status: 'ISSUED', paymentStatus: 'PAID' })).json().message).toBe('Send either status or paymentStatus');
    expect((await change(id, { status: 'PAID' })).statusCode).toBe(400);
  });
});
