import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { notify } from '../../src/modules/notifications/notification-service.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { openSocket } from './helpers.ts';

describe('notifications', () => {
  let t: TestApp, ada: TestMerchant, bola: TestMerchant;
  suiteApp(async () => ({ t, a: ada, b: bola } = await withTwoMerchants(createTestApp())));

  const list = async (m: TestMerchant, query = '') =>
    (await t.app.inject({ method: 'GET', url: `/v1/notifications${query}`, headers: m.headers })).json().data;

  it('lists what other modules notify, newest first, with the unread count', async () => {
    await notify(t.db, ada.id, {
      type: 'order.placed',
      title: 'New order',
      body: 'Order #ORD-12345 was placed',
      link: '/products/order/1',
    });
    await notify(t.db, ada.id, {
      type: 'payout.settled',
      title: 'Payout settled',
      body: '₦5,000.00 reached your bank',
    });
    await notify(t.db, bola.id, {
      type: 'verification.decided',
      title: 'Verified',
      body: 'Level 2 verified',
    });

    const page = await list(ada);
    expect(page).toMatchObject({ page: 1, limit: 10, totalResults: 2, totalPages: 1, unreadCount: 2 });
    expect(page.results.map((n: { type: string }) => n.type)).toEqual(['payout.settled', 'order.placed']);
    expect(page.results[0]).toMatchObject({ title: 'Payout settled', link: null, readAt: null });
    expect(page.results[1].link).toBe('/products/order/1');
  });

  it('marks one read, then all; only the unread filter changes', async () => {
    const [latest] = (await list(ada)).results;
    const read = await t.app.inject({
      method: 'PATCH',
      url: `/v1/notifications/${latest.id}/read`,
      headers: ada.headers,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data.readAt).not.toBeNull();
    const firstReadAt = read.json().data.readAt;
    const again = await t.app.inject({
      method: 'PATCH',
      url: `/v1/notifications/${latest.id}/read`,
      headers: ada.headers,
    });
    expect(again.json().data.readAt).toBe(firstReadAt);

    const unread = await list(ada, '?unread=true');
    expect(unread).toMatchObject({ totalResults: 1, unreadCount: 1 });
    expect(unread.results[0].type).toBe('order.placed');

    const all = await t.app.inject({
      method: 'PATCH',
      url: '/v1/notifications/read-all',
      headers: ada.headers,
    });
    expect(all.json().data).toEqual({ updated: 1, unreadCount: 0 });
    expect((await list(ada)).unreadCount).toBe(0);
    expect((await list(bola)).unreadCount).toBe(1);
  });

  it("answers another merchant's notification with 404", async () => {
    const [theirs] = (await list(bola)).results;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/v1/notifications/${theirs.id}/read`,
      headers: ada.headers,
    });
    expect(res.statusCode).toBe(404);
    expect((await list(bola)).results[0].readAt).toBeNull();
  });

  it('stores nothing when the surrounding transaction rolls back', async () => {
    const before = (await list(bola)).totalResults;
    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, bola.id, {
          type: 'shipment.advanced',
          title: 'In transit',
          body: 'Your parcel moved',
        });
        throw new Error('the order update failed');
      }),
    ).rejects.toThrow('the order update failed');
    expect((await list(bola)).totalResults).toBe(before);
  });

  const unreadCount = async (m: TestMerchant) => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/notifications/unread-count',
      headers: m.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  it('counts the unread notifications of the caller only, for the bell', async () => {
    const before = await unreadCount(ada);
    expect(before).toEqual({ unreadCount: (await list(ada)).unreadCount });
    await notify(t.db, ada.id, { type: 'order.placed', title: 'New booking', body: 'Portrait session' });
    await notify(t.db, ada.id, { type: 'order.placed', title: 'New booking', body: 'Wedding shoot' });
    expect(await unreadCount(ada)).toEqual({ unreadCount: before.unreadCount + 2 });
    expect(await unreadCount(bola)).toEqual({ unreadCount: (await list(bola)).unreadCount });
  });

  it("tells the merchant's open tabs the new count when notifications are read", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const socket = await openSocket(`ws://127.0.0.1:${port}/v1/ws`, {
      headers: { cookie: `access-token=${ada.token}` },
    });
    try {
      await notify(t.db, ada.id, { type: 'order.placed', title: 'New booking', body: 'Headshots' });
      const arrived = await socket.next((e) => e.type === 'notification.new');
      const count = arrived.data.unreadCount as number;
      expect(count).toBe((await unreadCount(ada)).unreadCount);

      const [latest] = (await list(ada, '?unread=true')).results;
      await t.app.inject({
        method: 'PATCH',
        url: `/v1/notifications/${latest.id}/read`,
        headers: ada.headers,
      });
      const one = await socket.next((e) => e.type === 'notification.read');
      expect(one.data).toEqual({ unreadCount: count - 1 });

      await t.app.inject({ method: 'PATCH', url: '/v1/notifications/read-all', headers: ada.headers });
      const all = await socket.next((e) => e.type === 'notification.read' && e.data.unreadCount === 0);
      expect(all.data).toEqual({ unreadCount: 0 });
      expect(await unreadCount(ada)).toEqual({ unreadCount: 0 });
    } finally {
      await socket.close();
    }
  });

  it('requires a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/v1/notifications/unread-count' })).statusCode).toBe(
      401,
    );
    expect((await t.app.inject({ method: 'PATCH', url: '/v1/notifications/read-all' })).statusCode).toBe(401);
  });
});
