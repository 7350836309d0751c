import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';

describe('helpdesk', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let operator: TestMerchant;
  beforeAll(async () => {
    t = await createTestApp();
    [ada, bola, operator] = await Promise.all([
      createMerchant(t, { email: 'ada.helpdesk@example.com' }),
      createMerchant(t),
      createMerchant(t, { role: 'operator' }),
    ]);
  });
  afterAll(() => t.close());

  const open = (m: TestMerchant, subject: string, message: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/helpdesk/tickets',
      headers: m.headers,
      payload: { subject, message },
    });

  it('opens a ticket with its first message, lists it and takes replies', async () => {
    const res = await open(ada, 'Payout missing', 'My payout of Friday has not arrived.');
    expect(res.statusCode).toBe(201);
    const ticket = res.json().data;
    expect(ticket).toMatchObject({
      subject: 'Payout missing',
      status: 'open',
      email: 'ada.helpdesk@example.com',
    });
    expect(ticket.messages).toEqual([
      expect.objectContaining({
        authorRole: 'merchant',
        body: 'My payout of Friday has not arrived.',
        ticketId: ticket.id,
      }),
    ]);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/v1/helpdesk/tickets/${ticket.id}/reply`,
      headers: ada.headers,
      payload: { message: 'The reference is PAY-123.' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({
      authorRole: 'merchant',
      subject: 'Payout missing',
      body: 'The reference is PAY-123.',
    });
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/helpdesk/tickets/${ticket.id}`,
      headers: ada.headers,
    });
    expect(detail.json().data.messages.map((m: { body: string }) => m.body)).toEqual([
      'My payout of Friday has not arrived.',
      'The reference is PAY-123.',
    ]);
    const list = await t.app.inject({ method: 'GET', url: '/v1/helpdesk/tickets', headers: ada.headers });
    expect(list.json().data).toMatchObject({ page: 1, limit: 10, totalResults: 1 });
    expect(list.json().data.results[0].id).toBe(ticket.id);
  });

  it("pages the caller's own helpdesk messages by email; any other email is not found", async () => {
    await open(ada, 'Second question', 'How do I add a logistics company?');
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/helpdesk/get-messages-email/${encodeURIComponent('ADA.helpdesk@example.com')}?limit=2`,
      headers: ada.headers,
    });
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ page: 1, limit: 2, totalResults: 3, totalPages: 2 });
    expect(page.results[0]).toMatchObject({
      subject: 'Second question',
      body: 'How do I add a logistics company?',
    });
    const page2 = await t.app.inject({
      method: 'GET',
      url: '/v1/helpdesk/get-messages-email/ada.helpdesk@example.com?limit=2&page=2',
      headers: ada.headers,
    });
    expect(page2.json().data.results.map((m: { body: string }) => m.body)).toEqual([
      'My payout of Friday has not arrived.',
    ]);

    for (const email of [bola.email, 'nobody@example.com']) {
      const other = await t.app.inject({
        method: 'GET',
        url: `/v1/helpdesk/get-messages-email/${email}`,
        headers: ada.headers,
      });
      expect(other.statusCode).toBe(404);
    }
    const asBola = await t.app.inject({
      method: 'GET',
      url: '/v1/helpdesk/get-messages-email/ada.helpdesk@example.com',
      headers: bola.headers,
    });
    expect(asBola.statusCode).toBe(404);
    const bolasOwn = await t.app.inject({
      method: 'GET',
      url: `/v1/helpdesk/get-messages-email/${bola.email}`,
      headers: bola.headers,
    });
    expect(bolasOwn.json().data).toMatchObject({ results: [], totalResults: 0 });
  });

  it("answers another merchant's ticket with 404", async () => {
    const ticket = (await open(ada, 'Private', 'Only for Ada')).json().data;
    const read = await t.app.inject({
      method: 'GET',
      url: `/v1/helpdesk/tickets/${ticket.id}`,
      headers: bola.headers,
    });
    expect(read.statusCode).toBe(404);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/v1/helpdesk/tickets/${ticket.id}/reply`,
      headers: bola.headers,
      payload: { message: 'hi' },
    });
    expect(reply.statusCode).toBe(404);
    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/helpdesk/tickets/${ticket.id}`,
      headers: ada.headers,
    });
    expect(detail.json().data.messages).toHaveLength(1);
  });

  it('lets support answer: the ticket is answered, the merchant notified and emailed', async () => {
    const ticket = (await open(bola, 'Verification stuck', 'Stage 2 is pending for a week')).json().data;
    const queue = await t.app.inject({
      method: 'GET',
      url: '/v1/support/tickets?status=open',
      headers: operator.headers,
    });
    expect(queue.json().data.results.map((r: { id: string }) => r.id)).toContain(ticket.id);
    const reply = await t.app.inject({
      method: 'POST',
      url: `/v1/support/tickets/${bola.id}/${ticket.id}/reply`,
      headers: operator.headers,
      payload: { message: 'We approved it just now.' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ authorRole: 'support', body: 'We approved it just now.' });

    const detail = await t.app.inject({
      method: 'GET',
      url: `/v1/helpdesk/tickets/${ticket.id}`,
      headers: bola.headers,
    });
    expect(detail.json().data.status).toBe('answered');
    const answered = await t.app.inject({
      method: 'GET',
      url: '/v1/helpdesk/tickets?status=answered',
      headers: bola.headers,
    });
    expect(answered.json().data.results.map((r: { id: string }) => r.id)).toEqual([ticket.id]);
    const notes = await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: bola.headers });
    expect(notes.json().data.results[0]).toMatchObject({
      type: 'helpdesk.reply',
      title: 'Support replied: Verification stuck',
    });
    const mail = await t.app.inject({ method: 'GET', url: `/v1/dev/outbox?to=${bola.email}` });
    expect(mail.json().data[0]).toMatchObject({ subject: 'Re: Verification stuck' });
    expect(mail.json().data[0].body).toContain('We approved it just now.');

    const asMerchant = await t.app.inject({
      method: 'POST',
      url: `/v1/support/tickets/${bola.id}/${ticket.id}/reply`,
      headers: bola.headers,
      payload: { message: 'I am support now' },
    });
    expect(asMerchant.statusCode).toBe(403);
    const wrongTenant = await t.app.inject({
      method: 'GET',
      url: `/v1/support/tickets/${ada.id}/${ticket.id}`,
      headers: operator.headers,
    });
    expect(wrongTenant.statusCode).toBe(404);
  });

  it('validates a new ticket', async () => {
    const res = await open(ada, 'Hi', 'short subject');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter a subject (min 3 characters)');
    expect((await open(ada, 'Fine subject', '')).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/v1/helpdesk/tickets' })).statusCode).toBe(401);
  });
});
