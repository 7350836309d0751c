import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { insertBooking } from '../dashboard/helpers.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';

let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  t = await createTestApp();
  merchant = await createMerchant(t, { businessName: 'Ada Studio' });
});
afterAll(() => t?.close());

const outbox = async (to: string) =>
  (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().data;
const post = (url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: merchant.headers, payload });

describe('the outbox transport', () => {
  it('records the name, type and size of what each email carries, as SMTP sends it', async () => {
    const invoice = await createInvoice(t, merchant);
    expect((await post(`/v1/invoice/${invoice.id}/send`)).statusCode).toBe(200);
    const [sent] = await outbox(invoice.email);
    expect(sent.attachments).toEqual([
      { filename: `${invoice.invoiceNumber}.pdf`, contentType: 'application/pdf', size: expect.any(Number) },
    ]);
    expect(sent.attachments[0].size).toBeGreaterThan(1000);

    const { booking } = await insertBooking(t, merchant.id, {
      email: 'guest@example.com',
      bookedDate: '2026-12-04',
      startHour: '09:00',
      endHour: '10:00',
      location: null,
    });
    expect((await post('/v1/bookings/email', { bookingId: booking.id })).statusCode).toBe(200);
    const [invite] = await outbox('guest@example.com');
    expect(invite.attachments).toEqual([
      {
        filename: 'invite.ics',
        contentType: 'text/calendar; charset=utf-8; method=REQUEST',
        size: expect.any(Number),
      },
    ]);

    await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: merchant.email },
    });
    const [reset] = await outbox(merchant.email);
    expect(reset.attachments).toEqual([]);
  });
});
