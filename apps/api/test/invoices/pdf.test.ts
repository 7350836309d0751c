import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfFonts } from '../../src/modules/invoices/invoice-pdf.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createInvoice, createInvoiceApp } from './invoice-helpers.ts';
import { pdfText } from './pdf-text.ts';

describe('the invoice PDF', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    t = await createInvoiceApp();
    m = await createMerchant(t, { businessName: 'Mama Put Foods' });
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
});
