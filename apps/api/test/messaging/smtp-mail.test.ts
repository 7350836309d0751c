import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, register } from '../accounts/account-helpers.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { startTestSmtp, type ReceivedMail, type TestSmtp } from '../helpers/mail-server.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { insertBooking } from '../dashboard/helpers.ts';
import { parseIcs } from '../dashboard/ics-parse.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { pdfText } from '../invoices/pdf-text.ts';

const PUBLIC_URL = 'https://shop.oja.example';
const FROM = 'no-reply@oja.example';

let smtp: TestSmtp;
let t: TestApp;
let merchant: TestMerchant;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ ...smtp.env, PUBLIC_URL, MAIL_FROM: `Oja <${FROM}>` });
  merchant = await createMerchant(t, { businessName: 'Ada Studio' });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** The one message that arrived for an address. */
function only(address: string): ReceivedMail {
  const mails = smtp.to(address);
  expect(mails, address).toHaveLength(1);
  return mails[0]!;
}

/** The HTML part read as text: tags dropped, entities undone, white space collapsed. */
const htmlAsText = (html: string) =>
  html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
const collapse = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The envelope and headers every email carries, and text and HTML parts that say the same. */
function expectWellFormed({ envelope, mail, raw }: ReceivedMail, to: string, subject: string) {
  expect(envelope).toEqual({ from: FROM, to: [to] });
  expect(mail.from?.value[0]?.address).toBe(FROM);
  expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((v) => v.address) : []).toEqual([to]);
  expect(mail.subject).toBe(subject);
  expect(mail.messageId).toMatch(/^<[^@\s]+@[^>\s]+>$/);
  expect(Math.abs(Date.now() - (mail.date?.getTime() ?? 0))).toBeLessThan(60_000);
  expect(raw).toMatch(/Content-Type: multipart\/alternative/i);
  expect(mail.text).toBeTruthy();
  expect(htmlAsText(String(mail.html))).toBe(collapse(mail.text!));
}

/** Every address in the text, each also a link of the HTML part. */
function links(mail: ParsedMail): string[] {
  const inText = mail.text?.match(/https?:\/\/\S+/g) ?? [];
  const inHtml = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1]!.replace(/&amp;/g, '&'));
  expect(inHtml).toEqual(inText);
  return inText;
}

describe('email over SMTP, as it arrives', () => {
  it('sends the sign-up code from the platform, and the code works', async () => {
    const account = await register(t);
    const received = only(account.email);
    expectWellFormed(received, account.email, 'Your Oja verification code');
    expect(received.mail.from?.value[0]?.name).toBe('Oja');
    const code = /\b(\d{6})\b/.exec(received.mail.text!)![1]!;
    expect(String(received.mail.html)).toContain(code);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/verify-otp-email',
      headers: bearer(account.token),
      payload: { otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('sends a password reset link on PUBLIC_URL, in both parts', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: merchant.email },
    });
    expect(res.statusCode).toBe(200);
    const received = only(merchant.email);
    expectWellFormed(received, merchant.email, 'Reset your Oja password');
    const [link] = links(received.mail);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/reset-password\\?token=[\\w-]{43}$`));
  });

  it("sends an invoice under the merchant's name, with its pay link and the invoice PDF attached", async () => {
    const invoice = await createInvoice(t, merchant);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/invoice/${invoice.id}/send`,
      headers: merchant.headers,
    });
    expect(res.statusCode).toBe(200);
    const number = invoice.invoiceNumber;
    const received = only(invoice.email);
    expectWellFormed(received, invoice.email, `Invoice ${invoice.invoiceNumber} from Ada Studio`);
    expect(received.mail.from?.value[0]?.name).toBe('Ada Studio (seller on Oja)');
    expect(links(received.mail)).toEqual([expect.stringMatching(new RegExp(`^${PUBLIC_URL}/`))]);
    expect(received.mail.attachments).toHaveLength(1);
    const [pdf] = received.mail.attachments;
    expect(pdf).toMatchObject({ filename: `${number}.pdf`, contentType: 'application/pdf' });
    expect(pdf!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(pdf!.content)).toContain(number);
  });

  it('sends a booking with a calendar invitation: METHOD:REQUEST, its times in UTC, one UID per booking', async () => {
    const buyer = 'chiamaka@example.com';
    const { booking } = await insertBooking(t, merchant.id, {
      email: buyer,
      bookedDate: '2026-12-01',
      startHour: '10:00',
      endHour: '11:30',
      location: '14 Balogun Street, Lagos',
    });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/bookings/email',
        headers: merchant.headers,
        payload: { bookingId: booking.id },
      });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);
    const [first, second] = smtp.to(buyer);
    expect(smtp.to(buyer)).toHaveLength(2);
    expectWellFormed(first!, buyer, 'Your booking: Portrait session on 01 December 2026');
    expect(first!.mail.from?.value[0]?.name).toBe('Ada Studio (seller on Oja)');
    const invites = [first!, second!].map(({ mail }) => {
      expect(mail.attachments).toHaveLength(1);
      const [invite] = mail.attachments;
      expect(invite!.contentType).toBe('text/calendar');
      expect(invite!.filename).toBe('invite.ics');
      return parseIcs(invite!.content.toString('utf8'));
    });
    const calendar = invites[0]!;
    expect(calendar.props.get('METHOD')).toEqual(['REQUEST']);
    const event = calendar.children[0]!;
    // 10:00–11:30 in Lagos (UTC+1).
    expect(event.props.get('DTSTART')).toEqual(['20261201T090000Z']);
    expect(event.props.get('DTEND')).toEqual(['20261201T103000Z']);
    expect(event.props.get('UID')).toEqual([`booking-${booking.id}@oja`]);
    expect(invites[1]!.children[0]!.props.get('UID')).toEqual(event.props.get('UID'));
    expect(event.props.get(`ORGANIZER;CN="Ada Studio"`)).toEqual([`mailto:${FROM}`]);
    expect([...event.props.keys()].find((k) => k.startsWith('ATTENDEE'))).toContain('CN="Chiamaka Eze"');
  });
});
