import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { count, insertProduct, type PlacedOrder, placeUnpaidOrder } from '../orders/helpers.ts';
import {
  confirmOnCheckoutPage,
  createMoneyApp,
  deliverWebhooks,
  resendWebhook,
} from '../orders/money-helpers.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';

/**
 * The buyer's public pages: an order's tracking page and a payment's receipt, opened by unguessable,
 * revocable links the merchant makes; a receipt recorded exactly once per payment and emailed with its PDF.
 */
describe('public pages: /t tracking and /r receipts', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let product: { id: string };
  beforeAll(async () => {
    t = await createMoneyApp();
    ada = await createMerchant(t, { businessName: 'Ada Fabrics', state: 'Lagos' });
    bola = await createMerchant(t, { businessName: 'Bola Beads', state: 'Lagos' });
    product = await insertProduct(t, ada, {
      name: 'Tote <script>alert(1)</script> "quoted"',
      priceMinor: 1_250_000,
      units: 40,
    });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  const makeLink = (m: TestMerchant, orderId: string, body: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url: `/v1/order/${orderId}/links`, headers: m.headers, payload: body });
  const open = (url: string) => t.app.inject({ method: 'GET', url: new URL(url).pathname });
  const place = (): Promise<PlacedOrder> =>
    placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 2 }]);

  it('a tracking link shows the order, escapes its text, carries preview tags and a Pay now while due', async () => {
    const order = await place();
    const res = await makeLink(ada, order.id);
    expect(res.statusCode).toBe(201);
    const { url, whatsappUrl } = res.json().data;
    expect(url).toMatch(/\/t\/[A-Za-z0-9_-]{43}$/);
    expect(whatsappUrl).toBe(
      `https://wa.me/?text=${encodeURIComponent(`Track your order ${order.orderReference}: ${url}`)}`,
    );

    const page = await open(url);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.body).toContain(
      `<meta property="og:title" content="Order ${order.orderReference} from Ada Fabrics" />`,
    );
    expect(page.body).toContain('<meta property="og:description" content="₦26,500.00 · Awaiting payment" />');
    expect(page.body).toContain('<meta name="twitter:card" content="summary" />');
    expect(page.body).toContain(`href="${order.payment!.authorizationUrl}"`);
    expect(page.body).toContain('Tote &lt;script&gt;alert(1)&lt;/script&gt; &quot;quoted&quot;');
    expect(page.body).not.toContain('<script');
    expect(page.body).toContain('prefers-color-scheme:dark');
  });

  it("another merchant's order is 404, and unknown, malformed and revoked tokens are the same 404 page", async () => {
    const order = await place();
    expect((await makeLink(bola, order.id)).statusCode).toBe(404);
    expect((await makeLink(ada, '00000000-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect((await makeLink(ada, order.id, { page: 'receipt' })).statusCode).toBe(409);

    const first = (await makeLink(ada, order.id)).json().data.url as string;
    const second = (await makeLink(ada, order.id)).json().data.url as string;
    expect((await open(second)).statusCode).toBe(200);
    expect((await open(first)).statusCode).toBe(200);
    const fresh = (await makeLink(ada, order.id, { revoke: true })).json().data.url as string;
    const revoked = await open(first);
    const unknown = await open(`http://x/t/${'A'.repeat(43)}`);
    const malformed = await open('http://x/t/<b>');
    for (const gone of [revoked, await open(second), unknown, malformed]) {
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toBe(revoked.body);
    }
    expect(revoked.body).toContain('Link not found');
    expect((await open(fresh)).statusCode).toBe(200);
    // A tracking token opens no receipt.
    expect((await open(fresh.replace('/t/', '/r/'))).statusCode).toBe(404);
  });

  it('a paid order has exactly one receipt, even when the webhook comes again; its page, PDF and email', async () => {
    const order = await place();
    await confirmOnCheckoutPage(t, order.payment!.authorizationUrl);
    await deliverWebhooks(t);
    const { rows } = await t.pool.query(
      "SELECT payload FROM paystack_sim_webhooks WHERE event = 'charge.success' AND payload LIKE $1",
      [`%${order.payment!.reference}%`],
    );
    await Promise.all(Array.from({ length: 4 }, () => resendWebhook(t, rows[0].payload as string)));
    const receipts = 'SELECT count(*)::int AS n FROM receipts WHERE merchant_id = $1 AND order_id = $2';
    expect(await count(t, receipts, [ada.id, order.id])).toBe(1);

    const link = (await makeLink(ada, order.id, { page: 'receipt' })).json().data;
    expect(link.url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    const page = await open(link.url);
    expect(page.statusCode).toBe(200);
    expect(page.body).toMatch(/<h1>RCT-\d{4}<\/h1>/);
    expect(page.body).toContain('<meta property="og:description" content="₦26,500.00 · Paid" />');
    const pdf = await open(`${link.url}.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const tracking = await open((await makeLink(ada, order.id)).json().data.url);
    expect(tracking.body).toContain('<meta property="og:description" content="₦26,500.00 · Paid" />');
    expect(tracking.body).not.toContain('Pay now');

    await t.app.receiptMail.runOnce();
    await t.app.receiptMail.runOnce();
    const mails = await t.pool.query(
      "SELECT subject, body, attachments FROM outbox WHERE to_ = $1 AND subject LIKE 'Receipt %'".replace(
        'to_',
        '"to"',
      ),
      [String(order.email).toLowerCase()],
    );
    expect(mails.rows).toHaveLength(1);
    expect(mails.rows[0].subject).toMatch(/^Receipt RCT-\d{4} from Ada Fabrics$/);
    expect(mails.rows[0].body).toMatch(/\/r\/[A-Za-z0-9_-]{43}/);
    expect(mails.rows[0].attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })]);
  });

  it('receipt numbers run 1, 2, 3… per merchant without gaps', async () => {
    const { rows } = await t.pool.query(
      'SELECT receipt_number FROM receipts WHERE merchant_id = $1 ORDER BY receipt_number',
      [ada.id],
    );
    expect(rows.map((r) => r.receipt_number)).toEqual(rows.map((_, i) => i + 1));
  });

  it('the pages are rate-limited per client, across every kind of page, with a page the buyer can read', async () => {
    const answers = [];
    const kinds = ['t', 'r', 'b', 'pay/invoice'];
    for (let i = 0; i < 65; i++)
      answers.push((await open(`http://x/${kinds[i % kinds.length]}/${'B'.repeat(43)}`)).statusCode);
    // One count for every kind of page (earlier tests of this file used some of it): once refused, refused.
    const first = answers.indexOf(429);
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThanOrEqual(60);
    expect(new Set(answers.slice(first))).toEqual(new Set([429]));
    const refused = await open(`http://x/r/${'C'.repeat(43)}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(refused.body).toContain('Please wait a moment');
  });
});
