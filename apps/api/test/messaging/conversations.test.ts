import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { insertOrder } from '../dashboard/helpers.ts';
import { send, sendAsBuyer, startBuyerConversation, startConversation, withAdaAndBola } from './helpers.ts';

describe('messaging: the merchant side', () => {
  let t: TestApp, ada: TestMerchant, bola: TestMerchant;
  suiteApp(async () => ({ t, ada, bola } = await withAdaAndBola()));

  it('starts a conversation with a buyer, emails them a private link, and reopens the same one', async () => {
    const [order, second] = await Promise.all(
      [1, 2].map(() => insertOrder(t, ada.id, { email: 'chi@example.com', at: new Date() })),
    );
    const payload = {
      counterpart: 'buyer',
      email: 'Chi@Example.com',
      name: 'Chi',
      orderId: order!.orderReference,
    };
    const first = await startConversation(t, ada, payload);
    expect(first.statusCode).toBe(201);
    const conversation = first.json().data;
    expect(conversation).toMatchObject({
      kind: 'buyer',
      buyerEmail: 'chi@example.com',
      buyerName: 'Chi',
      orderId: order!.orderReference,
      bookingId: null,
      lastMessage: null,
      unreadCount: 0,
    });
    const outbox = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=chi@example.com' });
    const mails = outbox.json().data;
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Ada Stores wants to chat with you');
    const token = mails[0].body.match(/\/chat\/([\w-]+)/)[1];
    expect(first.body).not.toContain(token);

    const again = await startConversation(t, ada, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(conversation.id);
    const other = await startConversation(t, ada, { ...payload, orderId: second!.orderReference });
    expect(other.statusCode).toBe(201);
    expect(other.json().data.id).not.toBe(conversation.id);
    const after = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=chi@example.com' });
    expect(after.json().data).toHaveLength(2);
    // The same order named by its id is the same conversation.
    const byId = await startConversation(t, ada, { ...payload, orderId: order!.id });
    expect(byId.statusCode).toBe(200);
    expect(byId.json().data.id).toBe(conversation.id);
  });

  it('opens one support conversation per merchant, with a first message', async () => {
    const payload = { counterpart: 'support', text: 'My payout is late' };
    const first = await startConversation(t, bola, payload);
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ kind: 'support', buyerEmail: null, unreadCount: 0 });
    expect(first.json().data.lastMessage).toMatchObject({
      senderRole: 'merchant',
      text: 'My payout is late',
      seenAt: null,
    });
    const again = await startConversation(t, bola, { counterpart: 'support' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  it('sends messages and pages the history newest first, pinned by `before`', async () => {
    const { conversation } = await startBuyerConversation(t, ada, 'pager@example.com');
    const sent = [];
    for (const text of ['one', 'two', 'three']) {
      const res = await send(t, ada, conversation.id, text);
      expect(res.statusCode).toBe(201);
      expect(res.json()).toMatchObject({
        code: 201,
        status: 'Success',
        data: { text, senderRole: 'merchant' },
      });
      sent.push(res.json().data);
    }
    const page1 = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/message/${conversation.id}?limit=2`,
      headers: ada.headers,
    });
    expect(page1.statusCode).toBe(200);
    expect(page1.json().data).toMatchObject({ page: 1, limit: 2, totalPages: 2, totalResults: 3 });
    expect(page1.json().data.results.map((m: { text: string }) => m.text)).toEqual(['three', 'two']);
    const page2 = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/message/${conversation.id}?limit=2&page=2`,
      headers: ada.headers,
    });
    expect(page2.json().data.results.map((m: { text: string }) => m.text)).toEqual(['one']);
    const older = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/message/${conversation.id}?before=${sent[1].id}`,
      headers: ada.headers,
    });
    expect(older.json().data.results.map((m: { text: string }) => m.text)).toEqual(['one']);
    expect(older.json().data.totalResults).toBe(1);
  });

  it('lists conversations with the last message and unread count; seen clears them', async () => {
    const { conversation, token } = await startBuyerConversation(t, ada, 'unread@example.com', {
      name: 'Uche',
    });
    await send(t, ada, conversation.id, 'Your order is ready');
    expect((await sendAsBuyer(t, token, 'Great, thanks')).statusCode).toBe(201);
    expect((await sendAsBuyer(t, token, 'When can I pick it up?')).statusCode).toBe(201);

    const list = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/conversations/${ada.id}`,
      headers: ada.headers,
    });
    expect(list.statusCode).toBe(200);
    const first = list.json().data.results[0];
    expect(first).toMatchObject({ id: conversation.id, unreadCount: 2, buyerName: 'Uche' });
    expect(first.lastMessage).toMatchObject({
      text: 'When can I pick it up?',
      senderRole: 'buyer',
      seenAt: null,
    });

    const unread = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/unreadMessages/${ada.id}`,
      headers: ada.headers,
    });
    expect(unread.statusCode).toBe(200);
    const mine = unread
      .json()
      .data.filter((m: { conversationId: string }) => m.conversationId === conversation.id);
    expect(mine.map((m: { text: string }) => m.text)).toEqual(['When can I pick it up?', 'Great, thanks']);
    expect(mine[0]).toEqual(
      expect.objectContaining({ id: expect.any(String), conversationId: conversation.id }),
    );

    const seen = await t.app.inject({
      method: 'POST',
      url: '/v1/messaging/message/seen',
      headers: ada.headers,
      payload: { conversationId: conversation.id },
    });
    expect(seen.statusCode).toBe(200);
    expect(seen.json().data).toEqual({ conversationId: conversation.id, seen: 2, unreadCount: 0 });
    const unreadAfter = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/unreadMessages/${ada.id}`,
      headers: ada.headers,
    });
    expect(unreadAfter.json().data).toEqual([]);
    const history = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/message/${conversation.id}`,
      headers: ada.headers,
    });
    const [latest, , own] = history.json().data.results;
    expect(latest.seenAt).not.toBeNull();
    expect(own).toMatchObject({ senderRole: 'merchant', seenAt: null });
    const again = await t.app.inject({
      method: 'POST',
      url: '/v1/messaging/message/seen',
      headers: ada.headers,
      payload: { conversationId: conversation.id },
    });
    expect(again.json().data.seen).toBe(0);
  });

  it("answers another merchant's conversation with 404, read or send or seen, like a missing one", async () => {
    const { conversation } = await startBuyerConversation(t, ada, 'private@example.com');
    await send(t, ada, conversation.id, 'for Ada only');
    const missing = '0190f0a0-0000-7000-8000-000000000000';
    const calls = (id: string) => [
      { method: 'GET' as const, url: `/v1/messaging/message/${id}` },
      { method: 'POST' as const, url: `/v1/messaging/message/${id}/send`, payload: { text: 'intrusion' } },
      { method: 'POST' as const, url: '/v1/messaging/message/seen', payload: { conversationId: id } },
    ];
    const theirs = calls(conversation.id);
    const nothing = calls(missing);
    for (const [i, call] of theirs.entries()) {
      const res = await t.app.inject({ ...call, headers: bola.headers });
      const absent = await t.app.inject({ ...nothing[i]!, headers: bola.headers });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(absent.json());
    }
    const history = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/message/${conversation.id}`,
      headers: ada.headers,
    });
    expect(history.json().data.results.map((m: { text: string }) => m.text)).toEqual(['for Ada only']);

    for (const url of [`/v1/messaging/conversations/${ada.id}`, `/v1/messaging/unreadMessages/${ada.id}`]) {
      const res = await t.app.inject({ method: 'GET', url, headers: bola.headers });
      expect(res.statusCode).toBe(404);
    }
    const bolas = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/conversations/${bola.id}`,
      headers: bola.headers,
    });
    expect(bolas.json().data.results.map((c: { id: string }) => c.id)).not.toContain(conversation.id);
  });

  it('validates what it is sent', async () => {
    const { conversation } = await startBuyerConversation(t, ada, 'valid@example.com');
    const empty = await send(t, ada, conversation.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter a message');
    expect((await send(t, ada, conversation.id, 'x'.repeat(4001))).statusCode).toBe(400);
    const badId = await t.app.inject({
      method: 'GET',
      url: '/v1/messaging/message/not-a-uuid',
      headers: ada.headers,
    });
    expect(badId.statusCode).toBe(400);
    const badEmail = await startConversation(t, ada, { counterpart: 'buyer', email: 'nope' });
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().message).toBe('Enter a valid email');
    const unknownKind = await startConversation(t, ada, { counterpart: 'someone' });
    expect(unknownKind.statusCode).toBe(400);
  });

  it('requires a session on every merchant route', async () => {
    const id = ada.id;
    const calls = [
      { method: 'GET' as const, url: `/v1/messaging/conversations/${id}` },
      { method: 'POST' as const, url: '/v1/messaging/conversations', payload: { counterpart: 'support' } },
      { method: 'GET' as const, url: `/v1/messaging/unreadMessages/${id}` },
      { method: 'GET' as const, url: `/v1/messaging/message/${id}` },
      { method: 'POST' as const, url: `/v1/messaging/message/${id}/send`, payload: { text: 'hi' } },
      { method: 'POST' as const, url: '/v1/messaging/message/seen', payload: { conversationId: id } },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, call.url).toBe(401);
    }
  });
});
