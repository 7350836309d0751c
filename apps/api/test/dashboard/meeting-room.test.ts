import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomState } from '../../src/modules/bookings/meeting-room-service.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createDashboardApp, dataOf, insertBooking } from './helpers.ts';

const PUBLIC_URL = 'https://oja.example';
const ROOM_ID = /[a-z2-7]{5}(?:-[a-z2-7]{5}){4}-[a-z2-7]$/;
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

interface OrderDetail {
  booking: { meetingLink: string | null };
}

describe('meeting rooms: the link on the order and the public waiting room behind it', () => {
  let t: TestApp;
  let ada: TestMerchant;

  beforeAll(async () => {
    t = await createDashboardApp({ PUBLIC_URL });
    ada = await createMerchant(t, { businessName: 'Ada Photography' });
  });
  afterAll(() => t.close());

  it('gives an online booking its link when the order is opened first, and the link opens a room', async () => {
    const { order } = await insertBooking(t, ada.id, {
      email: 'chiamaka@example.com',
      bookedDate: dayFromNow(3),
      startHour: '10:00',
      endHour: '11:30',
      location: 'online',
    });
    const detail = dataOf<OrderDetail>(await as(t, ada).get(`/v1/order/${order.id}`));
    const link = detail.booking.meetingLink!;
    expect(link.startsWith(`${PUBLIC_URL}/meet/`)).toBe(true);
    expect(link).toMatch(ROOM_ID);
    // The calendar shows the same link.
    const again = dataOf<OrderDetail>(await as(t, ada).get(`/v1/order/${order.id}`));
    expect(again.booking.meetingLink).toBe(link);

    const roomId = link.split('/').pop()!;
    const res = await t.app.inject({ method: 'GET', url: `/v1/meet/${roomId}` });
    expect(res.statusCode).toBe(200);
    const room = dataOf<Record<string, unknown>>(res);
    expect(room).toMatchObject({
      roomId,
      title: 'Portrait session',
      merchantName: 'Ada Photography',
      bookedDate: dayFromNow(3),
      startHour: '10:00',
      endHour: '11:30',
      state: 'waiting',
      opensMinutesBefore: 10,
    });
    // The buyer's contact details are not part of the public room.
    expect(res.body).not.toContain('chiamaka@example.com');
    expect(res.body).not.toContain('+234');
    console.log(`meeting room: order link ${link.replace(roomId, '<room>')} opens room state ${room.state}`);
  });

  it('answers 404 for an unknown room and 400 for a malformed one, without a session', async () => {
    const unknown = await t.app.inject({ method: 'GET', url: '/v1/meet/aaaaa-bbbbb-ccccc-ddddd-eeeee-f' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This meeting room does not exist');
    const bad = await t.app.inject({ method: 'GET', url: "/v1/meet/'%20OR%201=1" });
    expect(bad.statusCode).toBe(400);
  });

  it('shows a cancelled booking as not active and an offline booking gets no room', async () => {
    const unpaid = await insertBooking(t, ada.id, {
      email: 'kemi@example.com',
      bookedDate: dayFromNow(2),
      startHour: '09:00',
      endHour: '10:00',
      location: 'online',
    });
    const link = dataOf<OrderDetail>(await as(t, ada).get(`/v1/order/${unpaid.order.id}`)).booking
      .meetingLink!;
    await t.pool.query(`UPDATE orders SET status = 'NOT_PAID' WHERE id = $1`, [unpaid.order.id]);
    const room = await t.app.inject({ method: 'GET', url: `/v1/meet/${link.split('/').pop()}` });
    expect(room.json().data.state).toBe('cancelled');

    const visit = await insertBooking(t, ada.id, {
      email: 'tunde@example.com',
      bookedDate: dayFromNow(2),
      startHour: '12:00',
      endHour: '13:00',
      location: '14 Balogun Street, Lagos',
    });
    const detail = dataOf<OrderDetail>(await as(t, ada).get(`/v1/order/${visit.order.id}`));
    expect(detail.booking.meetingLink).toBeNull();
  });

  it('moves from waiting to open 10 minutes before the start, to ended at the end', () => {
    const start = new Date('2026-12-01T09:00:00Z');
    const end = new Date('2026-12-01T10:00:00Z');
    const at = (iso: string) => roomState(start, end, 'PAID', new Date(iso));
    expect(at('2026-12-01T08:49:59Z')).toBe('waiting');
    expect(at('2026-12-01T08:50:00Z')).toBe('open');
    expect(at('2026-12-01T09:59:59Z')).toBe('open');
    expect(at('2026-12-01T10:00:00Z')).toBe('ended');
    expect(roomState(start, end, 'NOT_PAID', new Date('2026-12-01T09:30:00Z'))).toBe('cancelled');
  });
});

describe('meeting rooms on another service (MEETING_BASE_URL)', () => {
  it('links to https://meet.jit.si/<room> when configured', async () => {
    const t = await createDashboardApp({ PUBLIC_URL, MEETING_BASE_URL: 'https://meet.jit.si/' });
    try {
      const ada = await createMerchant(t);
      const { order } = await insertBooking(t, ada.id, {
        email: 'ada@example.com',
        bookedDate: dayFromNow(3),
        startHour: '10:00',
        endHour: '11:00',
        location: 'online',
      });
      const link = dataOf<OrderDetail>(await as(t, ada).get(`/v1/order/${order.id}`)).booking.meetingLink!;
      expect(link).toMatch(new RegExp(`^https://meet\\.jit\\.si/${ROOM_ID.source}`));
    } finally {
      await t.close();
    }
  });
});
