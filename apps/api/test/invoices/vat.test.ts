import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { pdfFonts } from '../../src/lib/pdf-document.ts';
import { as, createInvoice, createInvoiceApp, dataOf } from './invoice-helpers.ts';
import { pdfText } from './pdf-text.ts';

describe('VAT on invoices', () => {
  let t: TestApp, m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createInvoiceApp()));
  });
  afterAll(() => t.close());

  it('adds VAT at 7.5 % by default, rounded half up to the kobo, into the total and the pay view', async () => {
    expect(dataOf(await as(t, m).get('/v1/invoice-settings'))).toEqual({ vatRate: 7.5 });
    // ₦3,001.00 × 7.5 % = ₦225.075 → ₦225.08.
    const invoice = await createInvoice(t, m, { vat: true });
    expect(invoice).toMatchObject({ amount: 3001, vatRate: 7.5, vatAmount: 225.08, totalAmount: 3226.08 });
    expect(invoice.amountLeft).toBe(3226.08);
    const plain = await createInvoice(t, m);
    expect(plain).toMatchObject({ vatRate: 0, vatAmount: 0, totalAmount: 3001 });
  });

  it('takes the merchant’s own rate for new invoices; saved invoices keep theirs; a bad rate changes nothing', async () => {
    const before = await createInvoice(t, m, { vat: true });
    const saved = await as(t, m).put('/v1/invoice-settings', { vatRate: 5.25 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(dataOf(saved)).toEqual({ vatRate: 5.25 });
    // ₦3,001.00 × 5.25 % = ₦157.5525 → ₦157.55.
    expect(await createInvoice(t, m, { vat: true })).toMatchObject({ vatRate: 5.25, vatAmount: 157.55 });
    expect(dataOf(await as(t, m).get(`/v1/invoice/${before.id}`))).toMatchObject({ vatRate: 7.5 });

    for (const vatRate of [100.5, -1, 7.555, '7.5']) {
      const bad = await as(t, m).put('/v1/invoice-settings', { vatRate });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe(
        'The VAT rate must be a percentage from 0 to 100 with at most 2 decimals',
      );
    }
    expect(dataOf(await as(t, m).get('/v1/invoice-settings'))).toEqual({ vatRate: 5.25 });
    const other = await createMerchant(t);
    expect(dataOf(await as(t, other).get('/v1/invoice-settings'))).toEqual({ vatRate: 7.5 });
  });

  it('shows the subtotal, the VAT line and the deposit on the PDF', async () => {
    await as(t, m).put('/v1/invoice-settings', { vatRate: 7.5 });
    const invoice = await createInvoice(t, m, { vat: true, deposit: { kind: 'fixed', value: 1000 } });
    const text = pdfText((await as(t, m).get(`/v1/invoice/${invoice.id}/pdf`)).rawPayload);
    const money = pdfFonts().unicode ? '₦' : 'NGN ';
    for (const expected of [
      'Subtotal',
      `${money}3,001.00`,
      'VAT (7.5%)',
      `${money}225.08`,
      `${money}3,226.08`,
      'Deposit due first',
      `${money}1,000.00`,
    ])
      expect(text).toContain(expected);
  });

  it('computes a deposit from the total with VAT', async () => {
    await as(t, m).put('/v1/invoice-settings', { vatRate: 10 });
    const invoice = await createInvoice(t, m, { vat: true, deposit: { kind: 'percent', value: 50 } });
    // (₦3,001.00 + ₦300.10) × 50 % = ₦1,650.55.
    expect(invoice).toMatchObject({ totalAmount: 3301.1, depositAmount: 1650.55, depositDue: 1650.55 });
  });
});
