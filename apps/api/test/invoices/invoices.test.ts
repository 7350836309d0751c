import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import {
  as,
  count,
  createInvoice,
  createInvoiceApp,
  createProduct,
  dataOf,
  invoiceBody,
} from './invoice-helpers.ts';

describe('invoices: create, read, edit', () => {
  let t: TestApp, m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createInvoiceApp(), { businessName: 'Mama Put Foods' }));
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
    const { rows } = await t.pool.query(
      'SELECT amount_minor, total_amount_minor FROM invoices WHERE id = $1',
      [invoice.id],
    );
    expect(rows[0]).toEqual({ amount_minor: 4_000_095, total_amount_minor: 4_000_095 });

    const fetched = dataOf(await as(t, m).get(`/v1/invoice/${invoice.id}`));
    expect(fetched).toEqual(invoice);
  });

  it('answers 400 with the field for a bad body, and 404 for a customer that is not the merchant’s', async () => {
    const bad = await as(t, m).post('/v1/invoice', invoiceBody({ dueDate: '2025-02-01' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('The due date must not be before the billing date');
    expect(bad.json().errors[0].path).toBe('body.dueDate');

    const noCustomer = await as(t, m).post(
      '/v1/invoice',
      invoiceBody({ customerId: '0195f3c2-0000-7000-8000-000000000000' }),
    );
    expect(noCustomer.statusCode).toBe(404);
    expect(noCustomer.json().message).toBe('Customer not found');
  });

  it('links one of the merchant’s customers', async () => {
    const customer = await as(t, m).post('/v1/users/customer', {
      name: 'Chidi Okafor',
      email: 'chidi@example.com',
      phone: '08031234567',
    });
    expect(customer.statusCode).toBe(201);
    const invoice = await createInvoice(t, m, {
      customerId: dataOf<{ id: string }>(customer).id,
      fullname: 'Chidi Okafor',
    });
    expect(invoice.customerId).toBe(dataOf<{ id: string }>(customer).id);
  });

  it('edits a DRAFT (lines replaced, totals recomputed) and refuses to edit it once issued (409)', async () => {
    const draft = await createInvoice(t, m);
    const edited = await as(t, m).put(
      `/v1/invoice/${draft.id}`,
      invoiceBody({
        fullname: 'Ada N. Obi',
        products: [{ name: 'Logo design', quantity: 4, price: 25000, totalAmount: 3 }],
        note: 'Thanks!',
      }),
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

  it('documents every invoice route in the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    expect(Object.keys(paths['/v1/invoice'])).toEqual(expect.arrayContaining(['get', 'post']));
    expect(Object.keys(paths['/v1/invoice/{id}'])).toEqual(expect.arrayContaining(['get', 'put']));
    expect(paths['/v1/invoice/{id}/status/'].patch.requestBody).toBeDefined();
    expect(paths['/v1/invoice/{id}/pdf'].get).toBeDefined();
    expect(paths['/v1/invoice/{id}/send'].post).toBeDefined();
    expect(Object.keys(paths['/v1/pay/invoice/{payToken}'])).toEqual(expect.arrayContaining(['get', 'post']));
  });

  it('refuses an unauthenticated caller', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/invoice' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/invoice', payload: invoiceBody() })).statusCode,
    ).toBe(401);
  });

  it('writes nothing when the total is too large', async () => {
    const before = await count(t, 'invoices', m.id);
    const res = await as(t, m).post(
      '/v1/invoice',
      invoiceBody({ products: [{ name: 'Jet', quantity: 1_000_000, price: 100_000_000_000 }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The invoice total is too large');
    expect(await count(t, 'invoices', m.id)).toBe(before);
  });
});
