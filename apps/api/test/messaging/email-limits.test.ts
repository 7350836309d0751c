import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanSenderName, fromMerchant } from '../../src/modules/merchant-mail/merchant-mail.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { insertBooking } from '../dashboard/helpers.ts';
import { createInvoice } from '../invoices/invoice-helpers.ts';
import { startConversation } from './helpers.ts';

const CONVERSATIONS = 3;
const EMAILS = 5;

type Mail = { subject: string; body: string; sender: string | null };
const outbox = async (t: TestApp, to: string): Promise<Mail[]> =>
  (await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${encodeURIComponent(to)}` })).json().data;

describe('what a merchant can make Oja email to other people', () => {
  let t: TestApp;
  let m: TestMerchant;
  const start = (merchant: TestMerchant, email: string) =>
    startConversation(t, merchant, { counterpart: 'buyer', email });
  const count = async (table: string, merchant: TestMerchant) =>
    (await t.pool.query(`SELECT count(*)::int AS n FROM ${table} WHERE merchant_id = $1`, [merchant.id]))
      .rows[0].n;

  beforeAll(async () => {
    t = await createTestApp({
      PAYMENTS_JOB_INTERVAL_MS: '0',
      CONVERSATION_STARTS_PER_DAY: String(CONVERSATIONS),
      MERCHANT_EMAILS_PER_DAY: String(EMAILS),
    });
    m = await createMerchant(t, { businessName: 'Oja Security Team' });
  });
  afterAll(() => t.close());

  it("labels every such email as a seller's, whatever the business calls itself", async () => {
    const res = await start(m, 'label@example.com');
    expect(res.statusCode).toBe(201);
    const [mail] = await outbox(t, 'label@example.com');
    expect(mail!.sender).toBe('Oja Security Team (seller on Oja)');
    expect(mail!.body).toMatch(
      /\n--\nThis email was sent by Oja Security Team, a seller using Oja\. Oja did not write it and never asks for passwords, PINs or card details by email\.$/,
    );
    // Platform emails keep the platform's own sender.
    expect((await outbox(t, m.email)).every((own) => own.sender === null)).toBe(true);

    expect(cleanSenderName('Oja"\r\nBcc: all@example.com <x@y>')).toBe('Oja Bcc all example.com x y');
    expect(cleanSenderName('\u202eevil\u202c Store')).toBe('evil Store');
    expect(cleanSenderName('   ')).toBe('A seller');
    expect(cleanSenderName('x'.repeat(200))).toHaveLength(60);
    expect(fromMerchant(null, { to: 'a@b.c', subject: 's', text: 't' }).senderName).toBe(
      'A seller (seller on Oja)',
    );
  });

  it(`starts at most ${CONVERSATIONS} new conversations a day (429, Retry-After), reopening old ones freely`, async () => {
    for (let i = 2; i <= CONVERSATIONS; i += 1)
      expect((await start(m, `buyer${i}@example.com`)).statusCode).toBe(201);
    const refused = await start(m, 'one-too-many@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You can start at most ${CONVERSATIONS} new conversations in 24 hours. Try again in 24 hours.`,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect(await outbox(t, 'one-too-many@example.com')).toEqual([]);
    expect(await count('conversations', m)).toBe(CONVERSATIONS);
    expect((await start(m, 'label@example.com')).statusCode).toBe(200);
    // Support stays reachable.
    const support = await startConversation(t, m, { counterpart: 'support' });
    expect(support.statusCode).toBe(201);
  });

  it(`sends at most ${EMAILS} emails a day to others across invitations, invoices and bookings`, async () => {
    const send = (id: string) =>
      t.app.inject({ method: 'POST', url: `/v1/invoice/${id}/send`, headers: m.headers });
    const invoices = await Promise.all([1, 2, 3].map(() => createInvoice(t, m)));
    expect((await send(invoices[0]!.id)).statusCode).toBe(200);
    expect((await send(invoices[1]!.id)).statusCode).toBe(200);
    const refused = await send(invoices[2]!.id);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      `You can send at most ${EMAILS} emails to buyers and customers in 24 hours. Try again in 24 hours.`,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    const invoice = await t.app.inject({
      method: 'GET',
      url: `/v1/invoice/${invoices[2]!.id}`,
      headers: m.headers,
    });
    expect(invoice.json().data.status).toBe('DRAFT');
    expect(await outbox(t, invoices[2]!.email)).toEqual([]);

    const { booking } = await insertBooking(t, m.id, {
      email: 'guest@example.com',
      bookedDate: '2026-12-10',
      startHour: '10:00',
      endHour: '11:00',
      location: null,
    });
    const mailBooking = await t.app.inject({
      method: 'POST',
      url: '/v1/bookings/email',
      headers: m.headers,
      payload: { bookingId: booking.id },
    });
    expect(mailBooking.statusCode).toBe(429);
    expect(await outbox(t, 'guest@example.com')).toEqual([]);
    expect(await count('merchant_emails', m)).toBe(EMAILS);
  });

  it('holds both limits under concurrent requests (counted under a lock in PostgreSQL)', async () => {
    const other = await createMerchant(t);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => start(other, `rush${i}@example.com`)),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(CONVERSATIONS);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(20 - CONVERSATIONS);
    expect(await count('conversations', other)).toBe(CONVERSATIONS);

    const third = await createMerchant(t);
    const invoices = await Promise.all(Array.from({ length: 12 }, () => createInvoice(t, third)));
    const sends = await Promise.all(
      invoices.map((i) =>
        t.app.inject({ method: 'POST', url: `/v1/invoice/${i.id}/send`, headers: third.headers }),
      ),
    );
    expect(sends.filter((r) => r.statusCode === 200)).toHaveLength(EMAILS);
    expect(sends.filter((r) => r.statusCode === 429)).toHaveLength(12 - EMAILS);
    console.log(
      `email limits: 20 concurrent conversation starts → ${CONVERSATIONS} created; 12 concurrent invoice sends → ${EMAILS} emailed; ` +
        'every merchant email labelled "(seller on Oja)"',
    );
  });
});
