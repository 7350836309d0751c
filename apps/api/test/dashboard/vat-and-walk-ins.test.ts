import { readFileSync } from 'node:fs';
import { businessDay, type InvoiceCheckout } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { buyer } from '../invoices/pay-helpers.ts';
import { insertProduct } from '../orders/helpers.ts';
import { applyCredit, paidInvoice, refundInvoice } from '../refunds/invoice-refund-helpers.ts';
import { refundBody } from '../refunds/refund-helpers.ts';
import { as, createDashboardApp, dataOf } from './helpers.ts';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const today = businessDay(new Date());

/**
 * VAT collected (decision 046): each payment of an invoice brings in its proportional share of the VAT,
 * floor(VAT × paid ÷ total) less what earlier payments brought; an invoice marked paid by hand brings in
 * the rest. And walk-in sales (no buyer email) are sales, not customers.
 */
describe('the reports count VAT on money received, and walk-in sales as no customer', () => {
  let t: TestApp, m: TestMerchant, other: TestMerchant;
  beforeAll(async () => {
    t = await createDashboardApp();
    [m, other] = [await createMerchant(t), await createMerchant(t)];
  });
  afterAll(() => t.close());

  const reportOf = async (who: TestMerchant) =>
    dataOf<Json>(await as(t, who).get(`/v1/dashboard/reports?from=${today}&to=${today}`));
  const entriesOf = async (invoiceId: string) =>
    (
      await t.pool.query(
        'SELECT reference, vat_minor::int AS vat FROM invoice_vat_entries WHERE invoice_id = $1 ORDER BY created_at, vat_minor',
        [invoiceId],
      )
    ).rows;

  it('counts the VAT share of each instalment as it is paid, the whole VAT once paid, and the rest when marked paid by hand', async () => {
    const b = buyer(t, m);
    // ₦3,001.00 + 7.5 % VAT (₦225.08) = ₦3,226.08.
    const { invoice, token } = await b.sendOne({ vat: true });
    expect(invoice).toMatchObject({ vatAmount: 225.08, totalAmount: 3226.08 });
    expect((await reportOf(m)).current.vat).toEqual({ collected: 0 });

    const pay = async (amountMinor: number) => {
      const started = await b.start(token, amountMinor);
      expect(started.statusCode, started.body).toBe(200);
      await b.confirm(dataOf<InvoiceCheckout>(started));
      await b.view(token); // the buyer's page settles what the provider took
    };
    await pay(100_000); // floor(22,508 × 100,000 ÷ 322,608) = 6,976
    expect((await reportOf(m)).current.vat).toEqual({ collected: 69.76 });
    await pay(150_000); // floor(22,508 × 250,000 ÷ 322,608) = 17,442: 10,466 more
    expect((await reportOf(m)).current.vat).toEqual({ collected: 174.42 });
    await pay(72_608); // the rest: the whole VAT
    expect((await reportOf(m)).current.vat).toEqual({ collected: 225.08 });
    expect((await entriesOf(invoice.id)).map((e) => e.vat)).toEqual([6_976, 10_466, 5_066]);

    // A deposit of ₦500.00, then the merchant marks it paid (the rest paid outside Oja).
    const second = await b.sendOne({ vat: true });
    const deposit = await b.start(second.token, 50_000);
    await b.confirm(dataOf<InvoiceCheckout>(deposit));
    await b.view(second.token);
    const marked = await as(t, m).patch(`/v1/invoice/${second.invoice.id}/status/`, {
      paymentStatus: 'PAID',
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await entriesOf(second.invoice.id)).map((e) => [e.reference === 'paid-by-hand', e.vat])).toEqual([
      [false, 3_488],
      [true, 19_020],
    ]);
    const report = await reportOf(m);
    expect(report.current.vat).toEqual({ collected: 450.16 });
    expect(report.change.vatCollected).toBeNull();
    // An invoice without VAT brings in none; another merchant sees none of it.
    const plain = await b.sendOne();
    await b.confirm(dataOf<InvoiceCheckout>(await b.start(plain.token)));
    expect(dataOf<Json>(await b.view(plain.token))).toMatchObject({ paymentStatus: 'PAID' });
    expect(await entriesOf(plain.invoice.id)).toEqual([]);
    expect((await reportOf(m)).current.vat).toEqual({ collected: 450.16 });
    expect((await reportOf(other)).current.vat).toEqual({ collected: 0 });
  });

  it('backfills, on upgrade, the same VAT entries the payments wrote', async () => {
    const migration = readFileSync(
      new URL('../../drizzle/0040_vat_collected_and_walk_ins.sql', import.meta.url),
      'utf8',
    );
    const backfill = migration
      .split('--> statement-breakpoint')
      .filter((statement) => statement.includes('INSERT INTO "invoice_vat_entries"'));
    expect(backfill).toHaveLength(2);
    const entries = async () =>
      (
        await t.pool.query(
          `SELECT invoice_id, reference, vat_minor::int AS vat FROM invoice_vat_entries
           WHERE merchant_id = $1 ORDER BY invoice_id, reference`,
          [m.id],
        )
      ).rows;
    const written = await entries();
    expect(written).toHaveLength(5);
    await t.pool.query('DELETE FROM invoice_vat_entries WHERE merchant_id = $1', [m.id]);
    for (const statement of backfill) await t.pool.query(statement);
    expect(await entries()).toEqual(written);
  });

  it('takes back the VAT share of a refund, and counts the share of a payment from store credit', async () => {
    const vatOf = async (invoiceId: string) =>
      (await entriesOf(invoiceId)).reduce((sum: number, e: { vat: number }) => sum + e.vat, 0);
    // ₦3,226.08 with ₦225.08 VAT, paid in full, then ₦1,000.00 refunded as store credit:
    // the VAT kept is floor(22,508 × 222,608 ÷ 322,608) = 15,531.
    const { invoice } = await paidInvoice(t, other, [322_608], { vat: true });
    expect(await vatOf(invoice.id)).toBe(22_508);
    const refunded = await refundInvoice(
      t,
      other,
      invoice.id,
      refundBody(1_000, { destination: 'store_credit' }),
    );
    expect(refunded.statusCode, refunded.body).toBe(201);
    expect(await vatOf(invoice.id)).toBe(15_531);
    // That credit pays ₦1,000.00 of the buyer's next VAT invoice: floor(22,508 × 100,000 ÷ 322,608) = 6,976.
    const next = buyer(t, other);
    const { invoice: second } = await next.sendOne({ vat: true, email: invoice.email });
    const applied = await applyCredit(t, other, second.id, 1_000);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(await vatOf(second.id)).toBe(6_976);
    expect((await reportOf(other)).current.vat).toEqual({ collected: (15_531 + 6_976) / 100 });
  });

  it('counts a walk-in sale in sales but not as a customer, in the counts and the recent customers', async () => {
    const product = await insertProduct(t, other, { name: 'Adire tote', priceMinor: 1_250_000, units: 9 });
    const sell = (buyerOf: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/order/offline-sale',
        headers: other.headers,
        payload: { method: 'cash', cart: [{ productId: product.id, quantity: 1 }], ...(buyerOf as object) },
      });
    for (const body of [
      {},
      {},
      { buyer: { name: 'Bola Ade', email: 'bola@example.com', phone: '0803 111 2222' } },
    ]) {
      expect((await sell(body)).statusCode).toBe(201);
    }
    expect((await reportOf(other)).current).toMatchObject({ orders: 3, sales: 37_500 });
    const customers = dataOf<Json>(
      await as(t, other).get(`/v1/dashboard/customers?from=${today}&to=${today}`),
    );
    expect(customers.current).toEqual({ customers: 1, newCustomers: 1, returningCustomers: 0 });
    const recent = dataOf<Json>(await as(t, other).get('/v1/dashboard/recent-customers'));
    expect(recent.results.map((c: Json) => c.email)).toEqual(['bola@example.com']);

    // The same once the sales are rolled up (the roll-ups keep no walk-in buyer either).
    await t.pool.query(
      "UPDATE orders SET created_at = created_at - interval '2 days', updated_at = now() WHERE merchant_id = $1",
      [other.id],
    );
    await t.app.dashboardRollups.runOnce();
    const { rows } = await t.pool.query('SELECT email FROM order_buyer_rollups WHERE merchant_id = $1', [
      other.id,
    ]);
    expect(rows).toEqual([{ email: 'bola@example.com' }]);
    const recentRolled = dataOf<Json>(await as(t, other).get('/v1/dashboard/recent-customers'));
    expect(recentRolled.results.map((c: Json) => c.email)).toEqual(['bola@example.com']);
  });
});
