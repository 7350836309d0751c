import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { insertBooking } from '../dashboard/helpers.ts';
import { send, sendAsBuyer, startBuyerConversation, startConversation } from './helpers.ts';

describe('messaging: the buyer through their link, and support', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let operator: TestMerchant;
  beforeAll(
    async () =>
      ({
        t,
        a: ada,
        b: operator,
      } = await withTwoMerchants(
        createTestApp(),
        { businessName: 'Ada Stores' },
        { role: 'operator', firstName: 'Sam', lastName: 'Support' },
      )),
  );
  afterAll(() => t.close());

  const notificationsOf = async (m: TestMerchant) =>
    (await t.app.inject({ method: 'GET', url: '/v1/notifications', headers: m.headers })).json().data;

  it('lets the buyer read and write through the link, and notifies the merchant once per unread burst', async () => {
    const { booking } = await insertBooking(t, ada.id, {
      email: 'buyer@example.com',
      bookedDate: '2026-12-10',
      startHour: '10:00',
      endHour: '11:00',
      location: null,
    });
    const { conversation, token } = await startBuyerConversation(t, ada, 'buyer@example.com', {
      name: 'Chi',
      bookingId: booking.id,
    });
    const meta = await t.app.inject({ method: 'GET', url: `/v1/messaging/guest/${token}` });
    expect(meta.statusCode).toBe(200);
    expect(meta.json().data).toEqual({
      id: conversation.id,
      merchantName: 'Ada Stores',
      buyerName: 'Chi',
      orderId: null,
      bookingId: booking.id,
    });
    await send(t, ada, conversation.id, 'Your booking is confirmed');
    const before = (await notificationsOf(ada)).unreadCount;

    expect((await sendAsBuyer(t, token, 'Thank you')).json().data).toMatchObject({
      senderRole: 'buyer',
      text: 'Thank you',
    });
    await sendAsBuyer(t, token, 'See you then');
    const history = await t.app.inject({ method: 'GET', url: `/v1/messaging/guest/${token}/messages` });
    expect(history.json().data.results.map((m: { text: string }) => m.text)).toEqual([
      'See you then',
      'Thank you',
      'Your booking is confirmed',
    ]);
    let notes = await notificationsOf(ada);
    expect(notes.unreadCount).toBe(before + 1);
    expect(notes.results[0]).toMatchObject({
      type: 'message.new',
      title: 'New message from Chi',
      body: 'Thank you',
      link: `/message?conversation=${conversation.id}`,
    });

    await t.app.inject({
      method: 'POST',
      url: '/v1/messaging/message/seen',
      headers: ada.headers,
      payload: { conversationId: conversation.id },
    });
    await sendAsBuyer(t, token, 'One more thing');
    notes = await notificationsOf(ada);
    expect(notes.unreadCount).toBe(before + 2);
    expect(notes.results[0].body).toBe('One more thing');
  });

  it("marks the merchant's messages seen when the buyer reads them", async () => {
    const { conversation, token } = await startBuyerConversation(t, ada, 'reader@example.com');
    await send(t, ada, conversation.id, 'Hello');
    await send(t, ada, conversation.id, 'Are you there?');
    const seen = await t.app.inject({ method: 'POST', url: `/v1/messaging/guest/${token}/seen` });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({ conversationId: conversation.id, seen: 2, unreadCount: 0 });
    const history = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/message/${conversation.id}`,
      headers: ada.headers,
    });
    for (const message of history.json().data.results) expect(message.seenAt).not.toBeNull();
  });

  it('refuses an unknown or malformed link', async () => {
    const unknown = 'A'.repeat(43);
    expect((await t.app.inject({ method: 'GET', url: `/v1/messaging/guest/${unknown}` })).statusCode).toBe(
      404,
    );
    expect((await sendAsBuyer(t, unknown, 'hi')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/messaging/guest/short/messages' })).statusCode,
    ).toBe(400);
  });

  it('lets operators answer support conversations, and only operators', async () => {
    const open = await startConversation(t, ada, { counterpart: 'support', text: 'I cannot withdraw' });
    const conversation = open.json().data;
    await startBuyerConversation(t, ada, 'not-support@example.com');

    const queue = await t.app.inject({
      method: 'GET',
      url: '/v1/support/conversations',
      headers: operator.headers,
    });
    expect(queue.statusCode).toBe(200);
    expect(queue.json().data.results).toEqual([
      expect.objectContaining({
        id: conversation.id,
        merchantId: ada.id,
        merchantName: 'Ada Stores',
        unreadCount: 1,
      }),
    ]);
    const path = `/v1/support/conversations/${ada.id}/${conversation.id}`;
    const read = await t.app.inject({ method: 'GET', url: `${path}/messages`, headers: operator.headers });
    expect(read.json().data.results.map((m: { text: string }) => m.text)).toEqual(['I cannot withdraw']);
    const seen = await t.app.inject({ method: 'POST', url: `${path}/seen`, headers: operator.headers });
    expect(seen.json().data).toEqual({ conversationId: conversation.id, seen: 1, unreadCount: 0 });

    const reply = await t.app.inject({
      method: 'POST',
      url: `${path}/messages`,
      headers: operator.headers,
      payload: { text: 'Looking into it' },
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data).toMatchObject({ senderRole: 'support', text: 'Looking into it' });
    const merchantView = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/conversations/${ada.id}`,
      headers: ada.headers,
    });
    const mine = merchantView.json().data.results.find((c: { id: string }) => c.id === conversation.id);
    expect(mine).toMatchObject({
      unreadCount: 1,
      lastMessage: { senderRole: 'support', text: 'Looking into it' },
    });
    expect(mine.lastMessage.seenAt).toBeNull();
    const history = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/message/${conversation.id}`,
      headers: ada.headers,
    });
    expect(history.json().data.results[1]).toMatchObject({
      text: 'I cannot withdraw',
      seenAt: expect.any(String),
    });

    for (const call of [
      { method: 'GET' as const, url: '/v1/support/conversations' },
      { method: 'GET' as const, url: `${path}/messages` },
      { method: 'POST' as const, url: `${path}/messages`, payload: { text: 'x' } },
    ]) {
      const res = await t.app.inject({ ...call, headers: ada.headers });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Only support operators can do this');
    }
  });

  it('does not let an operator reach a buyer conversation through the support routes', async () => {
    const { conversation } = await startBuyerConversation(t, ada, 'nosy@example.com');
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/support/conversations/${ada.id}/${conversation.id}/messages`,
      headers: operator.headers,
    });
    expect(res.statusCode).toBe(404);
  });

  // Last in this file: it spends the address's budget of link requests.
  it('throttles link requests per address, as the links need no session', async () => {
    const unknown = `/v1/messaging/guest/${'B'.repeat(43)}`;
    const codes = [];
    for (let i = 0; i < 125; i++)
      codes.push((await t.app.inject({ method: 'GET', url: unknown })).statusCode);
    expect(codes).toContain(404);
    expect(codes.at(-1)).toBe(429);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(5);
  });
});
