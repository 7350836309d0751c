import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { bookingMessages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type SmtpFault, startTestSmtp, type TestSmtp } from '../helpers/mail-server.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { insertBooking } from '../dashboard/helpers.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';

let smtp: TestSmtp;
let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp(smtp.env);
  merchant = await createMerchant(t, { businessName: 'Ada Studio' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

const post = (app: TestApp, url: string, payload?: Record<string, unknown>, who = merchant) =>
  app.app.inject({ method: 'POST', url, headers: who.headers, payload });

/**
 * What the app promises when mail cannot go out: the request fails and says so, nothing it would have
 * changed is changed, and a retry once the server is back sends the email exactly once.
 */
describe.each<SmtpFault>(['reject', 'drop'])('an SMTP server that fails a message (%s)', (fault) => {
  it('leaves an invoice a draft, and sends it once when retried', async () => {
    const invoice = await createInvoice(t, merchant);
    smtp.fault(fault);
    try {
      const failed = await post(t, `/v1/invoice/${invoice.id}/send`);
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toMatchObject({ status: 'Failed', data: null });
    } finally {
      smtp.fault('none');
    }
    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/invoice/${invoice.id}`,
      headers: merchant.headers,
    });
    expect(after.json().data).toMatchObject({ status: invoice.status, sentAt: null });
    expect(smtp.to(invoice.email)).toHaveLength(0);

    expect((await post(t, `/v1/invoice/${invoice.id}/send`)).statusCode).toBe(200);
    expect(smtp.to(invoice.email)).toHaveLength(1);
  });

  it('answers a booking email 503 with its message, and sends it once when retried', async () => {
    const buyer = `buyer-${fault}@example.com`;
    const { booking } = await insertBooking(t, merchant.id, {
      email: buyer,
      bookedDate: '2026-12-02',
      startHour: '09:00',
      endHour: '10:00',
      location: null,
    });
    smtp.fault(fault);
    try {
      const failed = await post(t, '/v1/bookings/email', { bookingId: booking.id });
      expect(failed.statusCode).toBe(503);
      expect(failed.json().message).toBe(bookingMessages.mailFailed);
    } finally {
      smtp.fault('none');
    }
    expect(smtp.to(buyer)).toHaveLength(0);
    expect((await post(t, '/v1/bookings/email', { bookingId: booking.id })).statusCode).toBe(200);
    expect(smtp.to(buyer)).toHaveLength(1);
  });
});

describe('no SMTP server at SMTP_URL', () => {
  let absent: TestApp;
  let owner: TestMerchant;
  beforeAll(async () => {
    // A port that was free a moment ago and has nothing listening on it.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    absent = await createTestApp({ MAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
    owner = await createMerchant(absent, { businessName: 'Ada Studio' });
  });
  afterAll(() => absent?.close());

  it('fails the send and changes nothing', async () => {
    const invoice = await createInvoice(absent, owner);
    expect((await post(absent, `/v1/invoice/${invoice.id}/send`, undefined, owner)).statusCode).toBe(500);
    const after = await absent.app.inject({
      method: 'GET',
      url: `/v1/invoice/${invoice.id}`,
      headers: owner.headers,
    });
    expect(after.json().data).toMatchObject({ status: invoice.status, sentAt: null });
    const { booking } = await insertBooking(absent, owner.id, {
      email: 'nobody@example.com',
      bookedDate: '2026-12-03',
      startHour: '09:00',
      endHour: '10:00',
      location: null,
    });
    const res = await post(absent, '/v1/bookings/email', { bookingId: booking.id }, owner);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(bookingMessages.mailFailed);
  });
});
