import { SEARCH_HITS_PER_KIND, type SearchHit } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { startConversation } from '../messaging/helpers.ts';
import { addStaff } from '../staff/helpers.ts';
import { insertProduct, placeUnpaidOrder } from '../orders/helpers.ts';

describe('GET /v1/search', () => {
  let t: TestApp, a: TestMerchant, b: TestMerchant;
  suiteApp(async () => ({ t, a, b } = await withTwoMerchants(createTestApp())));

  const find = (m: TestMerchant, q: string) =>
    t.app.inject({ method: 'GET', url: `/v1/search?q=${encodeURIComponent(q)}`, headers: m.headers });
  const hitsOf = async (m: TestMerchant, q: string): Promise<SearchHit[]> => {
    const res = await find(m, q);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.hits;
  };
  const addCustomer = (m: TestMerchant, name: string, email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/users/customer',
      headers: m.headers,
      payload: { name, email, phone: '+2348030000002' },
    });

  it('finds a product by name (any part, any case) and by the start of its SKU', async () => {
    const product = await insertProduct(t, a, { name: 'Indigo Kampala wrapper', sku: 'KAMP-7781' });
    const byName = await hitsOf(a, 'kampala');
    expect(byName).toContainEqual({
      kind: 'product',
      id: product.id,
      title: 'Indigo Kampala wrapper',
      subtitle: 'KAMP-7781',
      path: `/products/${product.id}`,
    });
    expect((await hitsOf(a, 'kamp-77')).map((hit) => hit.id)).toContain(product.id);
  });

  it('finds an order by its reference, with or without OJ-, and by the buyer email', async () => {
    const product = await insertProduct(t, a, { name: 'Order search tote', units: 20 });
    const order = await placeUnpaidOrder(t, a, [{ productId: product.id, quantity: 1 }], {
      email: 'zainab.orders@example.com',
      name: 'Zainab Bello',
    });
    const expected = {
      kind: 'order',
      id: order.id,
      title: order.orderReference,
      subtitle: 'Zainab Bello · zainab.orders@example.com',
      path: `/products/order/${order.id}`,
    };
    expect(await hitsOf(a, order.orderReference)).toContainEqual(expected);
    expect(await hitsOf(a, order.orderReference.slice(3, 9).toLowerCase())).toContainEqual(expected);
    expect(await hitsOf(a, 'Zainab.Orders@')).toContainEqual(expected);
  });

  it('finds an invoice by number (INV-0001, inv1, 1), by the buyer name and by email', async () => {
    const invoice = await createInvoice(t, a, { fullname: 'Tamuno Briggs', email: 'tamuno@example.com' });
    const number = Number(invoice.invoiceNumber.replace(/\D/g, ''));
    for (const q of [invoice.invoiceNumber, `inv${number}`, String(number), 'briggs', 'tamuno@'])
      expect((await hitsOf(a, q)).filter((hit) => hit.kind === 'invoice').map((hit) => hit.id)).toContain(
        invoice.id,
      );
    const [hit] = (await hitsOf(a, 'briggs')).filter((h) => h.kind === 'invoice');
    expect(hit).toEqual({
      kind: 'invoice',
      id: invoice.id,
      title: invoice.invoiceNumber,
      subtitle: 'Tamuno Briggs · tamuno@example.com',
      path: `/invoice/${invoice.id}`,
    });
  });

  it('finds a customer by name and by email, opening the customer list on them', async () => {
    const created = (await addCustomer(a, 'Obiageli Nwosu', 'obiageli@example.com')).json().data;
    const expected = {
      kind: 'customer',
      id: created.id,
      title: 'Obiageli Nwosu',
      subtitle: 'obiageli@example.com',
      path: '/customers?search=Obiageli%20Nwosu',
    };
    expect(await hitsOf(a, 'nwosu')).toContainEqual(expected);
    expect(await hitsOf(a, 'OBIAG')).toContainEqual(expected);
  });

  it("finds a buyer's conversation by the buyer's name and email", async () => {
    const res = await startConversation(t, a, {
      counterpart: 'buyer',
      email: 'kelechi.chat@example.com',
      name: 'Kelechi Umeh',
    });
    const { id } = res.json().data;
    const expected = {
      kind: 'conversation',
      id,
      title: 'Kelechi Umeh',
      subtitle: 'kelechi.chat@example.com',
      path: `/message?conversation=${id}`,
    };
    expect(await hitsOf(a, 'umeh')).toContainEqual(expected);
    expect(await hitsOf(a, 'kelechi.c')).toContainEqual(expected);
  });

  it('finds for a staff member only the kinds their role reads', async () => {
    const product = await insertProduct(t, a, { name: 'Staffsearch tote', units: 20 });
    const order = await placeUnpaidOrder(t, a, [{ productId: product.id, quantity: 1 }], {
      email: 'staffsearch.buyer@example.com',
      name: 'Staffsearch Buyer',
    });
    const support = await addStaff(t, a, 'support');
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=Staffsearch',
      headers: support.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const kinds = new Set(res.json().data.hits.map((h: SearchHit) => h.kind));
    expect(kinds.has('product')).toBe(false);
    const byEmail = await t.app.inject({
      method: 'GET',
      url: '/v1/search?q=staffsearch.buyer@',
      headers: support.headers,
    });
    expect(byEmail.json().data.hits.map((h: SearchHit) => h.id)).toContain(order.id);
    expect((await hitsOf(a, 'Staffsearch')).map((h) => h.kind)).toContain('product');
  });

  it("never shows another merchant's objects", async () => {
    await insertProduct(t, b, { name: 'Foreign Lagoon lamp' });
    await addCustomer(b, 'Lagoon Customer', 'lagoon@example.com');
    await createInvoice(t, b, { fullname: 'Lagoon Buyer', email: 'lagoon.buyer@example.com' });
    expect(await hitsOf(a, 'lagoon')).toEqual([]);
    expect((await hitsOf(b, 'lagoon')).map((hit) => hit.kind).sort()).toEqual([
      'customer',
      'invoice',
      'product',
    ]);
  });

  it(`answers at most ${SEARCH_HITS_PER_KIND} hits of each kind, grouped in the palette's order`, async () => {
    for (let i = 0; i < SEARCH_HITS_PER_KIND + 3; i++) {
      await insertProduct(t, a, { name: `Plenty gourd ${i}` });
      await addCustomer(a, `Plenty buyer ${i}`, `plenty${i}@example.com`);
    }
    const hits = await hitsOf(a, 'plenty');
    expect(hits.map((hit) => hit.kind)).toEqual([
      ...Array<string>(SEARCH_HITS_PER_KIND).fill('product'),
      ...Array<string>(SEARCH_HITS_PER_KIND).fill('customer'),
    ]);
  });

  it('matches names only from three characters, and typed wildcards as text', async () => {
    await insertProduct(t, a, { name: 'Xy short' });
    expect(await hitsOf(a, 'xy')).toEqual([]);
    await insertProduct(t, a, { name: '100% cotton shirt' });
    expect((await hitsOf(a, '0% c')).map((hit) => hit.title)).toEqual(['100% cotton shirt']);
    expect(await hitsOf(a, '%%%')).toEqual([]);
  });

  it.each([
    ['', 'Type something to search for'],
    ['   ', 'Type something to search for'],
    ['x'.repeat(101), 'Search for at most 100 characters'],
  ])('refuses q=%j with 400 and says why', async (q, message) => {
    const res = await find(a, q);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(message);
  });

  it('refuses a request without q, and a signed-out one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/search', headers: a.headers })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ method: 'GET', url: '/v1/search?q=abc' })).statusCode).toBe(401);
  });
});
