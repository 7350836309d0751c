import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createInvoice } from '../invoices/invoice-helpers.ts';
import { insertProduct, placeUnpaidOrder } from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';

const PER_DAY = 4;

/** POST /v1/public-links/email: any of the merchant's live buyer links, emailed once per key, within limits. */
describe('emailing a buyer link', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let product: { id: string };
  beforeAll(async () => {
    t = await createMoneyApp({ MERCHANT_EMAILS_PER_DAY: String(PER_DAY) });
    ada = await createMerchant(t, { businessName: 'Ada <Fabrics>', state: 'Lagos' });
    bola = await createMerchant(t, { businessName: 'Bola Beads', state: 'Lagos' });
    product = await insertProduct(t, ada, { name: 'Tote', priceMinor: 1_250_000, units: 40 });
  });
  afterAll(() => t.close());

  let keys = 0;
  const email = (m: TestMerchant, payload: Record<string, unknown>, key = `key-${++keys}`) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/public-links/email',
      headers: { ...m.headers, 'idempotency-key': key },
      payload,
    });
  const trackingLink = async (m: TestMerchant, orderId: string, revoke = false) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${orderId}/links`,
      headers: m.headers,
      payload: { page: 'tracking', revoke },
    });
    return res.json().data.url as string;
  };
  const mailsTo = async (to: string) =>
    (await t.pool.query('SELECT sender, subject, body, html FROM outbox WHERE "to" = $1', [to])).rows;

  it('sends the tracking link once for a double click, from the merchant, with the note escaped', async () => {
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const url = await trackingLink(ada, order.id);
    const body = { url, email: 'Chi@Example.com', note: 'Thanks <b>Chi</b> & see you' };
    const [first, second] = await Promise.all([email(ada, body, 'same'), email(ada, body, 'same')]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json().data).toEqual({ to: 'chi@example.com' });
    const mails = await mailsTo('chi@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0].sender).toContain('Ada');
    expect(mails[0].subject).toBe(`Your order ${order.orderReference} from Ada <Fabrics>`);
    expect(mails[0].body).toContain(`Track your order ${order.orderReference}:\n${url}`);
    expect(mails[0].body).toContain('Thanks <b>Chi</b> & see you');
    expect(mails[0].html).toContain('Thanks &lt;b&gt;Chi&lt;/b&gt; &amp; see you');
  });

  it('writes the link on the public address, whatever host the dashboard sent', async () => {
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const url = await trackingLink(ada, order.id);
    const elsewhere = `https://evil.example${new URL(url).pathname}`;
    expect((await email(ada, { url: elsewhere, email: 'host@example.com' })).statusCode).toBe(200);
    const [mail] = await mailsTo('host@example.com');
    expect(mail.body).toContain(url);
    expect(mail.body).not.toContain('evil.example');
  });

  it('sends an invoice pay link with the amount left to pay', async () => {
    const invoice = await createInvoice(t, ada, { products: [{ name: 'Hour', quantity: 1, price: 2500 }] });
    expect((await as(t, ada).post(`/v1/invoice/${invoice.id}/send`)).statusCode).toBe(200);
    const [sent] = await mailsTo(invoice.email.toLowerCase());
    const url = /(http\S+\/pay\/invoice\/[A-Za-z0-9_-]{43})/.exec(sent.body)![1]!;
    expect((await email(ada, { url, email: 'payer@example.com' })).statusCode).toBe(200);
    const [mail] = await mailsTo('payer@example.com');
    expect(mail.subject).toBe(`Invoice ${invoice.invoiceNumber} from Ada <Fabrics>`);
    expect(mail.body).toContain(`Invoice ${invoice.invoiceNumber}: ₦2,500.00 to pay:\n${url}`);
    // Bola cannot send Ada's invoice link.
    expect((await email(bola, { url, email: 'payer@example.com' })).statusCode).toBe(404);
  });

  it("refuses a revoked link (409), another merchant's (404) and a text that is no link (400), sending nothing", async () => {
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const old = await trackingLink(ada, order.id);
    await trackingLink(ada, order.id, true);
    const revoked = await email(ada, { url: old, email: 'nobody@example.com' });
    expect(revoked.statusCode).toBe(409);
    expect(revoked.json().message).toBe('This link was revoked; make a new one to send');
    const fresh = await trackingLink(ada, order.id);
    const other = await email(bola, { url: fresh, email: 'nobody@example.com' });
    expect(other.statusCode, other.body).toBe(404);
    expect(
      (
        await email(ada, {
          url: `${fresh.slice(0, -1)}${fresh.endsWith('A') ? 'B' : 'A'}`,
          email: 'nobody@example.com',
        })
      ).statusCode,
    ).toBe(404);
    for (const url of ['https://example.com/', fresh.replace('/t/', '/x/'), 'not a link']) {
      const bad = await email(ada, { url, email: 'nobody@example.com' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors).toEqual([
        { path: 'url', message: 'This is not a link to one of your buyer pages' },
      ]);
    }
    expect((await email(ada, { url: fresh, email: 'not an email' })).statusCode).toBe(400);
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/v1/public-links/email',
      headers: ada.headers,
      payload: { url: fresh, email: 'nobody@example.com' },
    });
    expect(noKey.statusCode).toBe(400);
    expect(await mailsTo('nobody@example.com')).toEqual([]);
  });

  it("counts against the merchant's daily email limit: past it, 429 and nothing sent", async () => {
    const cleo = await createMerchant(t, { businessName: 'Cleo Crafts', state: 'Lagos' });
    const item = await insertProduct(t, cleo, { name: 'Bead', priceMinor: 100_000, units: 10 });
    const order = await placeUnpaidOrder(t, cleo, [{ productId: item.id, quantity: 1 }]);
    const url = await trackingLink(cleo, order.id);
    for (let i = 0; i < PER_DAY; i++)
      expect((await email(cleo, { url, email: `spam-${i}@example.com` })).statusCode).toBe(200);
    const refused = await email(cleo, { url, email: 'one-more@example.com' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(await mailsTo('one-more@example.com')).toEqual([]);
  });
});
