import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revokeSession } from '../../src/modules/sessions/session-service.ts';
import { createTestPool } from '../helpers/database.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { openSocket, type OpenSocket, send, sendAsBuyer, settle, startBuyerConversation } from './helpers.ts';
import { startInstance } from './instances.ts';
import type { TestApp } from '../helpers/app.ts';
import { addStaff, type TestStaff } from '../staff/helpers.ts';

const cookie = (m: TestMerchant) => ({ cookie: `access-token=${m.token}` });

describe('realtime: /v1/ws across two API instances on one database', () => {
  let url: string;
  let a: Awaited<ReturnType<typeof startInstance>>;
  let b: Awaited<ReturnType<typeof startInstance>>;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let operator: TestMerchant;
  const sockets: OpenSocket[] = [];
  const open = async (...args: Parameters<typeof openSocket>) => {
    const socket = await openSocket(...args);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    const created = await createTestPool(1);
    url = created.url;
    await created.pool.end();
    [a, b] = await Promise.all([startInstance(url), startInstance(url)]);
    [ada, bola, operator] = await Promise.all([
      createMerchant(a, { businessName: 'Ada Stores' }),
      createMerchant(a),
      createMerchant(a, { role: 'operator' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await Promise.all([a.close(), b.close()]);
  });

  it('delivers what happens through instance A to sockets held by instance B (and A)', async () => {
    const onB = await open(b.wsUrl, { headers: cookie(ada) });
    const onA = await open(a.wsUrl, { headers: cookie(ada) });
    expect(b.app.realtime.localSockets(ada.id)).toBe(1);
    expect(a.app.realtime.localSockets(ada.id)).toBe(1);

    const { conversation, token } = await startBuyerConversation(a, ada, 'live@example.com', { name: 'Chi' });
    const sent = await sendAsBuyer(a, token, 'Is my order on its way?');
    const message = sent.json().data;

    for (const socket of [onB, onA]) {
      const event = await socket.next((e) => e.type === 'message.new' && e.data.id === message.id);
      expect(event.data).toEqual({ ...message, seenAt: null });
    }
    const unread = await onB.next((e) => e.type === 'unread.count');
    expect(unread.data).toEqual({ total: 1, conversationId: conversation.id, conversationUnread: 1 });
    const note = await onB.next((e) => e.type === 'notification.new');
    expect(note.data).toMatchObject({ type: 'message.new', title: 'New message from Chi', unreadCount: 1 });

    await a.app.inject({
      method: 'POST',
      url: '/v1/messaging/message/seen',
      headers: ada.headers,
      payload: { conversationId: conversation.id },
    });
    const seen = await onB.next((e) => e.type === 'message.seen');
    expect(seen.data).toMatchObject({ conversationId: conversation.id, seenBy: 'merchant', seen: 1 });
    const cleared = await onB.next((e) => e.type === 'unread.count' && e.data.total === 0);
    expect(cleared.data).toEqual({ total: 0, conversationId: conversation.id, conversationUnread: 0 });

    // The merchant's own message from another tab reaches this one too.
    const own = (await send(a, ada, conversation.id, 'Yes, today')).json().data;
    await onB.next((e) => e.type === 'message.new' && e.data.id === own.id);
  });

  it('delivers only to the user an event is for', async () => {
    const bolaSocket = await open(b.wsUrl, { headers: cookie(bola) });
    const { token } = await startBuyerConversation(a, ada, 'quiet@example.com');
    const adaSocket = await open(b.wsUrl, { headers: cookie(ada) });
    const { id } = (await sendAsBuyer(a, token, 'for Ada')).json().data;
    await adaSocket.next((e) => e.type === 'message.new' && e.data.id === id);
    await settle();
    expect(bolaSocket.events).toEqual([]);
  });

  it('reaches operators (authenticated by the bearer subprotocol) with support messages', async () => {
    const desk = await open(a.wsUrl, { protocols: ['oja', `bearer.${operator.token}`] });
    expect(desk.ws.protocol).toBe('oja');
    const res = await b.app.inject({
      method: 'POST',
      url: '/v1/messaging/conversations',
      headers: ada.headers,
      payload: { counterpart: 'support', text: 'Help with payouts' },
    });
    const event = await desk.next((e) => e.type === 'message.new' && e.data.text === 'Help with payouts');
    expect(event.data.conversationId).toBe(res.json().data.id);
  });

  it('sends only ids when an event is too large for one notification; the text stays fetchable', async () => {
    const socket = await open(b.wsUrl, { headers: cookie(ada) });
    const { conversation, token } = await startBuyerConversation(a, ada, 'emoji@example.com');
    const text = '🎉'.repeat(3000);
    const sent = await sendAsBuyer(a, token, text);
    expect(sent.statusCode).toBe(201);
    const event = await socket.next((e) => e.type === 'message.new' && e.data.id === sent.json().data.id);
    expect(event).toEqual({
      type: 'message.new',
      partial: true,
      data: { id: sent.json().data.id, conversationId: conversation.id },
    });
    const history = await a.app.inject({
      method: 'GET',
      url: `/v1/messaging/message/${conversation.id}`,
      headers: ada.headers,
    });
    expect(history.json().data.results[0].text).toBe(text);
  });

  it('carries events other modules publish, such as order.updated', async () => {
    const socket = await open(b.wsUrl, { headers: cookie(ada) });
    await a.app.realtime.publish(ada.id, {
      type: 'order.updated',
      data: { orderId: 'ord-1', status: 'shipped' },
    });
    const event = await socket.next((e) => e.type === 'order.updated');
    expect(event.data).toEqual({ orderId: 'ord-1', status: 'shipped' });
  });

  it('refuses a socket without a valid session, with a token in the URL, or from another site', async () => {
    const refused = async (target: string, options: Parameters<typeof openSocket>[1] = {}) =>
      openSocket(target, options).then(
        (s) => {
          sockets.push(s);
          return 101;
        },
        (error: { status?: number }) => error.status,
      );
    expect(await refused(b.wsUrl)).toBe(401);
    expect(await refused(b.wsUrl, { headers: { cookie: 'access-token=forged' } })).toBe(401);
    expect(await refused(`${b.wsUrl}?token=${ada.token}`)).toBe(401);
    expect(await refused(b.wsUrl, { protocols: ['oja', 'bearer.forged'] })).toBe(401);
    expect(await refused(b.wsUrl, { headers: { ...cookie(ada), origin: 'https://evil.example' } })).toBe(403);
    const sameSite = new URL(b.wsUrl);
    expect(await refused(b.wsUrl, { headers: { ...cookie(ada), origin: `http://${sameSite.host}` } })).toBe(
      101,
    );

    const loggedOut = await createMerchant(b);
    expect(await refused(b.wsUrl, { headers: cookie(loggedOut) })).toBe(101);
    await revokeSession(b.db, loggedOut.token);
    expect(await refused(b.wsUrl, { headers: cookie(loggedOut) })).toBe(401);
  });

  it('gives a staff member a socket only when their role reads the live events (orders and messages)', async () => {
    const status = (staff: TestStaff) =>
      openSocket(b.wsUrl, { protocols: ['oja', `bearer.${staff.headers.authorization.slice(7)}`] }).then(
        (socket) => {
          sockets.push(socket);
          return 101;
        },
        (error: { status?: number }) => error.status,
      );
    const asApp = a as unknown as TestApp;
    expect(await status(await addStaff(asApp, ada, 'sales'))).toBe(101);
    expect(await status(await addStaff(asApp, ada, 'finance'))).toBe(403);
  });

  it('closes its LISTEN connection when the app closes', async () => {
    const listeners = async () =>
      (
        await a.pool.query(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN oja_events'",
        )
      ).rows[0].n as number;
    const before = await listeners();
    expect(before).toBeGreaterThanOrEqual(2);
    const c = await startInstance(url);
    expect(await listeners()).toBe(before + 1);
    await c.close();
    for (let i = 0; i < 50 && (await listeners()) > before; i++) await settle(50);
    expect(await listeners()).toBe(before);
  });
});
