import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertBooking } from '../dashboard/helpers.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { guestTokenFromOutbox, sendAsBuyer, startBuyerConversation } from '../messaging/helpers.ts';
import { insertProduct, placeUnpaidOrder } from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';
import { LIVE_ENTRIES } from '../../src/modules/messaging/conversation-entry.ts';

/**
 * "Message the seller" on /t and /b: a posted form that leads into the buyer's conversation about that
 * order or booking, opening it once, and never ending the link the buyer was emailed.
 */
describe('Message the seller from a buyer page', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let product: { id: string };
  // Another merchant for the entry tests, so Ada's daily conversation limit stays for its own test.
  let bola: TestMerchant;
  let bolaProduct: { id: string };
  beforeAll(async () => {
    t = await createMoneyApp({ CONVERSATION_STARTS_PER_DAY: '3' });
    ada = await createMerchant(t, { businessName: 'Ada Fabrics', state: 'Lagos' });
    product = await insertProduct(t, ada, { name: 'Tote', priceMinor: 1_250_000, units: 40 });
    bola = await createMerchant(t, { businessName: 'Bola Prints', state: 'Lagos' });
    bolaProduct = await insertProduct(t, bola, { name: 'Print', priceMinor: 500_000, units: 40 });
  });
  afterAll(() => t.close());

  const link = async (orderId: string, page = 'tracking', revoke = false, merchant = ada) => {
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${orderId}/links`,
      headers: merchant.headers,
      payload: { page, revoke },
    });
    return new URL(res.json().data.url).pathname;
  };
  const press = (path: string) =>
    t.app.inject({
      method: 'POST',
      url: `${path}/message`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  const entryOf = (location: unknown) => /^\/chat\/([A-Za-z0-9_-]{43})$/.exec(String(location))![1]!;
  const conversationsOf = async (orderId: string) =>
    (
      await t.pool.query('SELECT id FROM conversations WHERE merchant_id = $1 AND order_id = $2', [
        ada.id,
        orderId,
      ])
    ).rows;

  it('opens the conversation once, re-enters the same one, and the merchant reads the buyer in the inbox', async () => {
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const path = await link(order.id);
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain(`<form method="post" action="${path}/message"`);
    expect(page.body).toContain('Message the seller');

    const first = await press(path);
    expect(first.statusCode).toBe(303);
    const entry = entryOf(first.headers.location);
    const meta = await t.app.inject({ method: 'GET', url: `/v1/messaging/guest/${entry}` });
    expect(meta.statusCode).toBe(200);
    expect(meta.json().data).toMatchObject({ merchantName: 'Ada Fabrics', orderId: order.id });
    expect((await sendAsBuyer(t, entry, 'Is it blue?')).statusCode).toBe(201);

    // The buyer was emailed their own link once, as when the merchant opens a conversation.
    const emailed = await guestTokenFromOutbox(t, String(order.email));
    const second = await press(path);
    const again = entryOf(second.headers.location);
    expect(again).not.toBe(entry);
    expect(await conversationsOf(order.id)).toHaveLength(1);
    const invitations = await t.pool.query(`SELECT 1 FROM outbox WHERE "to" = $1 AND body LIKE '%/chat/%'`, [
      order.email,
    ]);
    expect(invitations.rows).toHaveLength(1);
    for (const token of [entry, again, emailed]) {
      const history = await t.app.inject({ method: 'GET', url: `/v1/messaging/guest/${token}/messages` });
      expect(history.json().data.results.map((m: { text: string }) => m.text)).toEqual(['Is it blue?']);
    }
    const inbox = await t.app.inject({
      method: 'GET',
      url: `/v1/messaging/conversations/${ada.id}`,
      headers: ada.headers,
    });
    const [conversation] = inbox.json().data.results;
    expect(conversation).toMatchObject({ orderId: order.id, unreadCount: 1 });
    expect(conversation.lastMessage.text).toBe('Is it blue?');
  });

  it('reaches the conversation the merchant opened before', async () => {
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const { conversation, token } = await startBuyerConversation(t, ada, String(order.email), {
      orderId: order.id,
    });
    const entry = entryOf((await press(await link(order.id))).headers.location);
    const meta = await t.app.inject({ method: 'GET', url: `/v1/messaging/guest/${entry}` });
    expect(meta.json().data.id).toBe(conversation.id);
    expect((await t.app.inject({ method: 'GET', url: `/v1/messaging/guest/${token}` })).statusCode).toBe(200);
  });

  const opens = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: `/v1/messaging/guest/${token}` })).statusCode;

  it('ends the entries a page opened when the merchant revokes its link; the emailed link stays', async () => {
    const order = await placeUnpaidOrder(t, bola, [{ productId: bolaProduct.id, quantity: 1 }]);
    const shared = await link(order.id, 'tracking', false, bola);
    const entry = entryOf((await press(shared)).headers.location);
    const emailed = await guestTokenFromOutbox(t, String(order.email));
    expect(await opens(entry)).toBe(200);

    const renewed = await link(order.id, 'tracking', true, bola);
    expect(await opens(entry)).toBe(404);
    expect((await sendAsBuyer(t, entry, 'still here?')).statusCode).toBe(404);
    expect(await opens(emailed)).toBe(200);
    expect(await opens(entryOf((await press(renewed)).headers.location))).toBe(200);
  });

  it(`keeps a conversation's ${LIVE_ENTRIES} newest entries live, however often the button is pressed`, async () => {
    const order = await placeUnpaidOrder(t, bola, [{ productId: bolaProduct.id, quantity: 1 }]);
    const path = await link(order.id, 'tracking', false, bola);
    const entries: string[] = [];
    for (let i = 0; i < LIVE_ENTRIES + 2; i++) entries.push(entryOf((await press(path)).headers.location));
    const answers = await Promise.all(entries.map(opens));
    expect(answers).toEqual([404, 404, ...Array<number>(LIVE_ENTRIES).fill(200)]);
    const live = await t.pool.query(
      `SELECT count(*)::int AS n FROM public_links WHERE merchant_id = $1 AND kind = 'chat' AND revoked_at IS NULL
         AND object_id = (SELECT id FROM conversations WHERE merchant_id = $1 AND order_id = $2)`,
      [bola.id, order.id],
    );
    expect(live.rows[0].n).toBe(LIVE_ENTRIES);
  });

  it('leads from a booking page into the conversation about the booking', async () => {
    const { order, booking } = await insertBooking(t, ada.id, {
      email: 'booker@example.com',
      bookedDate: '2026-12-10',
      startHour: '10:00',
      endHour: '11:00',
      location: null,
    });
    const path = await link(order.id, 'booking');
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain(`action="${path}/message"`);
    const entry = entryOf((await press(path)).headers.location);
    const meta = await t.app.inject({ method: 'GET', url: `/v1/messaging/guest/${entry}` });
    expect(meta.json().data).toMatchObject({ bookingId: booking.id, orderId: null });
  });

  it('a revoked, unknown or other-kind token is the 404 page, and a seller past the limit says so', async () => {
    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const old = await link(order.id);
    await link(order.id, 'tracking', true);
    const notFound = [
      await press(old),
      await press(`/t/${'A'.repeat(43)}`),
      await press(old.replace('/t/', '/b/')),
    ];
    for (const res of notFound) {
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Link not found');
    }
    expect(await conversationsOf(order.id)).toHaveLength(0);

    // Three conversations opened today (the limit is 3): the next start is refused with a page.
    const full = await press(await link(order.id));
    expect(full.statusCode).toBe(429);
    expect(full.headers['content-type']).toContain('text/html');
    expect(full.body).toContain('Ada Fabrics cannot take a new conversation right now');
    expect(await conversationsOf(order.id)).toHaveLength(0);
  });
});

describe("Message the seller when the seller's emails to others are used up", () => {
  let t: TestApp;
  let ada: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp({ MERCHANT_EMAILS_PER_DAY: '1' });
    ada = await createMerchant(t, { businessName: 'Ada Fabrics', state: 'Lagos' });
  });
  afterAll(() => t.close());

  it('still opens the chat the buyer asked for, and emails the buyer their link as a receipt', async () => {
    const product = await insertProduct(t, ada, { name: 'Tote', priceMinor: 1_250_000, units: 40 });
    const first = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    await startBuyerConversation(t, ada, String(first.email), { orderId: first.id });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/messaging/conversations',
      headers: ada.headers,
      payload: { counterpart: 'buyer', email: 'someone@example.com' },
    });
    expect(refused.statusCode).toBe(429);

    const order = await placeUnpaidOrder(t, ada, [{ productId: product.id, quantity: 1 }]);
    const link = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/links`,
      headers: ada.headers,
      payload: { page: 'tracking' },
    });
    const path = new URL(link.json().data.url).pathname;
    const pressed = await t.app.inject({
      method: 'POST',
      url: `${path}/message`,
      payload: '',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(pressed.statusCode).toBe(303);
    expect(await guestTokenFromOutbox(t, String(order.email))).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
