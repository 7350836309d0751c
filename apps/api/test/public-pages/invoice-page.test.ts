import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, createInvoiceApp } from '../invoices/invoice-helpers.ts';

/** /pay/invoice/{token} is a server-rendered page: no script, a form that leads to the provider's checkout. */
describe('the invoice pay page', () => {
  let t: TestApp, m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createInvoiceApp(), { businessName: 'Mama <b>Put</b> Foods' }));
  });
  afterAll(() => t.close());

  async function sendOne() {
    const invoice = await createInvoice(t, m, {
      products: [{ name: '<img src=x onerror=alert(1)>', quantity: 1, price: 2500 }],
    });
    expect((await as(t, m).post(`/v1/invoice/${invoice.id}/send`)).statusCode).toBe(200);
    const { rows } = await t.pool.query(
      `SELECT body FROM outbox WHERE "to" = $1 AND subject LIKE 'Invoice %'`,
      [invoice.email.toLowerCase()],
    );
    return { invoice, token: /\/pay\/invoice\/([A-Za-z0-9_-]{43})/.exec(rows[0].body)![1]! };
  }
  const get = (path: string) => t.app.inject({ method: 'GET', url: path });

  it('shows the invoice with preview tags, escaped, and pays through a posted form', async () => {
    const { invoice, token } = await sendOne();
    const page = await get(`/pay/invoice/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toContain("form-action 'self' https:");
    expect(page.body).toContain(`<h1>Invoice ${invoice.invoiceNumber} for Ada Obi</h1>`);
    expect(page.body).toContain(
      `<meta property="og:title" content="Invoice ${invoice.invoiceNumber} for Ada Obi from Mama &lt;b&gt;Put&lt;/b&gt; Foods" />`,
    );
    expect(page.body).toContain('<meta property="og:description" content="₦2,500.00 · Pending" />');
    expect(page.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(page.body).not.toMatch(/<script|<img|<b>/);
    expect(page.body).toContain(`<form method="post" action="/pay/invoice/${token}"`);

    const posted = await t.app.inject({
      method: 'POST',
      url: `/pay/invoice/${token}`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(posted.statusCode).toBe(303);
    const checkoutUrl = new URL(posted.headers.location as string);
    expect(checkoutUrl.pathname).toMatch(/^\/v1\/payments\/checkout\//);
    const again = await t.app.inject({ method: 'POST', url: `/pay/invoice/${token}` });
    expect(again.headers.location).toBe(posted.headers.location);

    await t.app.inject({ method: 'POST', url: `${checkoutUrl.pathname}/confirm` });
    const paid = await get(`/pay/invoice/${token}`);
    expect(paid.body).toContain('Thank you, your payment was received');
    expect(paid.body).not.toContain('Pay now');
    const late = await t.app.inject({ method: 'POST', url: `/pay/invoice/${token}` });
    expect(late.statusCode).toBe(303);
    expect(late.headers.location).toBe(`/pay/invoice/${token}`);
  });

  it('takes part of the amount from the form, and shows what was wrong with one it cannot take', async () => {
    const { token } = await sendOne();
    const post = (amount: string) =>
      t.app.inject({
        method: 'POST',
        url: `/pay/invoice/${token}`,
        payload: new URLSearchParams({ amount }).toString(),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      });
    for (const [amount, message] of [
      ['12abc', 'Enter the amount to pay, like 1500 or 1500.50'],
      ['1.234', 'Enter the amount to pay, like 1500 or 1500.50'],
      ['2,500.01', 'You can pay at most ₦2,500.00'],
    ] as const) {
      const refused = await post(amount);
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('role="alert"');
      expect(refused.body).toContain(message);
    }
    const part = await post('1,000.50');
    expect(part.statusCode).toBe(303);
    await t.app.inject({
      method: 'POST',
      url: `${new URL(part.headers.location as string).pathname}/confirm`,
    });
    const page = await get(`/pay/invoice/${token}`);
    expect(page.body).toContain('Paid so far ₦1,000.50 of ₦2,500.00');
    expect(page.body).toContain('value="1499.50"');
  });

  it('an unknown or replaced link is the 404 page', async () => {
    const { invoice, token } = await sendOne();
    expect((await as(t, m).post(`/v1/invoice/${invoice.id}/send`)).statusCode).toBe(200);
    for (const path of [`/pay/invoice/${token}`, `/pay/invoice/${'C'.repeat(43)}`, '/pay/invoice/x']) {
      const page = await get(path);
      expect(page.statusCode).toBe(404);
      expect(page.body).toContain('Link not found');
    }
  });
});
