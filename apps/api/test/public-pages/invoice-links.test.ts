import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, createInvoiceApp } from '../invoices/invoice-helpers.ts';
import { createKey } from '../audit/audit-helpers.ts';

/** POST /v1/invoice/{id}/links: a pay link to share from the dashboard, beside the one each send emails. */
describe('shared invoice pay links', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  beforeAll(async () => {
    t = await createInvoiceApp();
    ada = await createMerchant(t, { businessName: 'Ada Fabrics' });
    bola = await createMerchant(t, { businessName: 'Bola Beads' });
  });
  afterAll(() => t.close());

  const share = (m: TestMerchant, id: string, revoke = false) =>
    as(t, m).post(`/v1/invoice/${id}/links`, { revoke });
  const open = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  async function sent() {
    const invoice = await createInvoice(t, ada, { products: [{ name: 'Hour', quantity: 1, price: 2500 }] });
    expect((await as(t, ada).post(`/v1/invoice/${invoice.id}/send`)).statusCode).toBe(200);
    const { rows } = await t.pool.query(`SELECT body FROM outbox WHERE "to" = $1`, [invoice.email]);
    const emailed = /(http\S+\/pay\/invoice\/[A-Za-z0-9_-]{43})/.exec(rows[0].body)![1]!;
    return { invoice, emailed };
  }

  it('opens the pay page with a WhatsApp message naming the merchant, invoice and amount due', async () => {
    const { invoice, emailed } = await sent();
    const res = await share(ada, invoice.id);
    expect(res.statusCode).toBe(201);
    const { url, whatsappUrl } = res.json().data;
    expect(url).toMatch(/\/pay\/invoice\/[A-Za-z0-9_-]{43}$/);
    expect(url).not.toBe(emailed);
    expect(decodeURIComponent(whatsappUrl)).toBe(
      `https://wa.me/?text=Hello Ada Obi, here is invoice ${invoice.invoiceNumber} from Ada Fabrics: ₦2,500.00 to pay. ${url}`,
    );
    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`Invoice ${invoice.invoiceNumber}`);
    expect((await open(emailed)).statusCode).toBe(200);
  });

  it('revoke ends the shared links, not the emailed one', async () => {
    const { invoice, emailed } = await sent();
    const first = (await share(ada, invoice.id)).json().data.url as string;
    const fresh = (await share(ada, invoice.id, true)).json().data.url as string;
    expect((await open(first)).statusCode).toBe(404);
    expect((await open(fresh)).statusCode).toBe(200);
    expect((await open(emailed)).statusCode).toBe(200);
    const email = await t.app.inject({
      method: 'POST',
      url: '/v1/public-links/email',
      headers: { ...ada.headers, 'idempotency-key': 'revoked-invoice-link' },
      payload: { url: first, email: 'payer@example.com' },
    });
    expect(email.statusCode).toBe(409);
  });

  it("refuses a draft or cancelled invoice (409) and another merchant's (404)", async () => {
    const draft = await createInvoice(t, ada);
    expect((await share(ada, draft.id)).statusCode).toBe(409);
    expect((await share(ada, draft.id)).json().message).toBe(
      'Only a sent invoice with something left to pay has a pay link',
    );
    const { invoice } = await sent();
    expect((await share(bola, invoice.id)).statusCode).toBe(404);
    expect((await share(ada, 'not-an-id')).statusCode).toBe(404);
    await as(t, ada).patch(`/v1/invoice/${invoice.id}/status`, { status: 'CANCELLED' });
    expect((await share(ada, invoice.id)).statusCode).toBe(409);
  });

  it('is emailed only by a key or member that may write invoices, not by one that writes orders alone', async () => {
    const { invoice } = await sent();
    const { url } = (await share(ada, invoice.id)).json().data;
    const email = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/public-links/email',
        headers: { ...headers, 'idempotency-key': randomUUID() },
        payload: { url, email: 'buyer@example.com' },
      });
    const ordersOnly = await createKey(t, ada, ['orders.write'], 'Orders sync');
    const refused = await email(ordersOnly.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('invoices.write');
    const both = await createKey(t, ada, ['orders.write', 'invoices.write'], 'Billing sync');
    expect((await email(both.headers)).statusCode).toBe(200);
  });
});
