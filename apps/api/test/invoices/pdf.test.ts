import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts } from '../../src/lib/pdf-document.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, createInvoiceApp } from './invoice-helpers.ts';
import { pdfText } from './pdf-text.ts';
import { businessBody } from '../verification/helpers.ts';
import { GOOD_ACCOUNT, saveBank, setPin } from '../wallet/wallet-helpers.ts';

describe('the invoice PDF', () => {
  let t: TestApp, m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createInvoiceApp(), { businessName: 'Mama Put Foods' }));
  });
  afterAll(() => t.close());

  it('is a real PDF with the merchant, the buyer, the lines and the total', async () => {
    const invoice = await createInvoice(t, m, {
      fullname: 'Ngozi Eze',
      products: [
        { name: 'Jollof rice (party tray)', quantity: 3, price: 45000 },
        { name: 'Small chops', quantity: 2, price: 12500.25 },
      ],
      note: 'Delivery on Saturday morning.',
    });
    const res = await as(t, m).get(`/v1/invoice/${invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${invoice.invoiceNumber}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(res.rawPayload.subarray(-6).toString('latin1')).toContain('%%EOF');

    const text = pdfText(res.rawPayload);
    const money = pdfFonts().unicode ? '₦' : 'NGN ';
    for (const expected of [
      'Mama Put Foods',
      'INVOICE',
      `Invoice number: ${invoice.invoiceNumber}`,
      'Billing date: 01 March 2025',
      'Due date: 15 March 2025',
      'Ngozi Eze',
      '12 Allen Avenue, Ikeja, Lagos',
      'Jollof rice (party tray)',
      `${money}45,000.00`,
      `${money}135,000.00`,
      `${money}12,500.25`,
      `${money}25,000.50`,
      'Total',
      `${money}160,000.50`,
      'Delivery on Saturday morning.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('embeds a font that has the naira sign when the machine has one, else uses Helvetica', async () => {
    // Debian's fonts-dejavu-core (DejaVu Sans has U+20A6) is on the build machines.
    const invoice = await createInvoice(t, m);
    const raw = (await as(t, m).get(`/v1/invoice/${invoice.id}/pdf`)).rawPayload.toString('latin1');
    if (pdfFonts().unicode) {
      expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans\b/);
      expect(raw).toContain('/FontFile2');
    } else {
      expect(raw).toContain('/BaseFont /Helvetica');
    }
  });

  it('starts new pages for a long invoice', async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({ name: `Item ${i + 1}`, quantity: 1, price: 100 }));
    const invoice = await createInvoice(t, m, { products: lines });
    const res = await as(t, m).get(`/v1/invoice/${invoice.id}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)!.length).toBeGreaterThan(1);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Item 60');
    expect(text).toContain(`${pdfFonts().unicode ? '₦' : 'NGN '}6,000.00`);
  });

  it("carries the seller's address and the verified bank account to pay into", async () => {
    const seller = await createMerchant(t, { businessName: 'Adire Lagos' });
    const profile = await as(t, seller).patch('/v1/users', {
      address: '27 Broad Street, Lagos Island',
      state: 'Lagos',
      country: 'Nigeria',
      zipCode: '101223',
    });
    expect(profile.statusCode).toBe(200);
    await setPin(t, seller);
    const bank = await saveBank(t, seller);
    const invoice = await createInvoice(t, seller);
    const text = pdfText((await as(t, seller).get(`/v1/invoice/${invoice.id}/pdf`)).rawPayload);
    const expected = [
      'Adire Lagos',
      '27 Broad Street, Lagos Island',
      'Lagos, Nigeria',
      'Pay to',
      `Account number: ${GOOD_ACCOUNT}`,
      `Account name: ${bank.accountName as string}`,
      `Bank: ${bank.bankName as string}`,
    ];
    for (const line of expected) expect(text).toContain(line);
    expect(text).not.toContain('No bank account');
    console.log(
      `invoice PDF seller block: ${expected.length} lines found, e.g. "${expected[1]}", "${expected[4]}"`,
    );
  });

  it('prints the business address verified at stage one, and says so when no bank account is saved', async () => {
    const seller = await createMerchant(t, { businessName: 'Bisi Photography' });
    const business = await businessBody(t, seller);
    const stageOne = await as(t, seller).post('/v1/dashboard/upgrade-stage-one', business);
    expect(stageOne.statusCode, stageOne.body).toBe(200);
    const invoice = await createInvoice(t, seller);
    const text = pdfText((await as(t, seller).get(`/v1/invoice/${invoice.id}/pdf`)).rawPayload);
    expect(text).toContain(business.businessAddress);
    expect(text).toContain('No bank account is on file for Bisi Photography yet');
    expect(text).not.toContain('Account number:');
  });
});
