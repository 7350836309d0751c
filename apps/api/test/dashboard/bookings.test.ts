import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createDashboardApp, dataOf, insertBooking } from './helpers.ts';

interface Booking {
  id: string;
  name: string;
  bookedDate: string;
  orderId: string;
  description: string;
  startHour: string;
  endHour: string;
  start: string;
  end: string;
  location: string | null;
  meetingLink: string | null;
  email: string;
}
interface Page {
  results: Booking[];
  totalResults: number;
}

const PUBLIC_URL = 'https://oja.example';
const ROOM = /^https:\/\/oja\.example\/meet\/[a-z2-7]{5}(-[a-z2-7]{5}){4}-[a-z2-7]$/;

describe('bookings: the seller list, meeting links and the booking email', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let online: Awaited<ReturnType<typeof insertBooking>>;
  let visit: Awaited<ReturnType<typeof insertBooking>>;
  let later: Awaited<ReturnType<typeof insertBooking>>;
  let theirs: Awaited<ReturnType<typeof insertBooking>>;

  beforeAll(async () => {
    t = await createDashboardApp({ PUBLIC_URL });
    [ada, bola] = await Promise.all([createMerchant(t, { businessName: 'Ada Studio' }), createMerchant(t)]);
    online = await insertBooking(t, ada.id, {
      email: 'chiamaka@example.com',
      name: 'Chiamaka Eze',
      bookedDate: '2026-12-01',
      startHour: '10:00',
      endHour: '11:30',
      location: 'online',
      description: 'Family portraits, 4 people',
    });
    visit = await insertBooking(t, ada.id, {
      email: 'tunde@example.com',
      bookedDate: '2026-12-01',
      startHour: '08:00',
      endHour: '09:00',
      location: '14 Balogun Street, Lagos',
    });
    later = await insertBooking(t, ada.id, {
      email: 'kemi@example.com',
      bookedDate: '2026-12-03',
      startHour: '15:00',
      endHour: '16:00',
      location: 'online',
    });
    theirs = await insertBooking(t, bola.id, {
      email: 'other@example.com',
      bookedDate: '2026-12-01',
      startHour: '10:00',
      endHour: '11:00',
      location: 'online',
    });
  });
  afterAll(() => t.close());

  it("lists one day's bookings by start hour, online ones with a meeting link", async () => {
    const res = await as(t, ada).get('/v1/bookings/seller?bookedDate=2026-12-01');
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Bookings fetched successfully');
    const page = dataOf<Page>(res);
    expect(page.totalResults).toBe(2);
    expect(page.results.map((b) => b.id)).toEqual([visit.booking.id, online.booking.id]);
    const [first, second] = page.results;
    expect(first!.meetingLink).toBeNull();
    expect(second).toMatchObject({
      name: 'Portrait session',
      bookedDate: '2026-12-01',
      orderId: online.order.id,
      description: 'Family portraits, 4 people',
      startHour: '10:00',
      endHour: '11:30',
      // Wall-clock hours in Lagos (UTC+1).
      start: '2026-12-01T09:00:00.000Z',
      end: '2026-12-01T10:30:00.000Z',
      location: 'online',
      email: 'chiamaka@example.com',
    });
    expect(second!.meetingLink).toMatch(ROOM);
  });

  it('keeps the link once given, stores it on the booking, and gives each booking its own', async () => {
    const first = dataOf<Page>(await as(t, ada).get('/v1/bookings/seller?bookedDate=2026-12-01')).results[1]!
      .meetingLink;
    const again = dataOf<Page>(await as(t, ada).get('/v1/bookings/seller?bookedDate=2026-12-01')).results[1]!
      .meetingLink;
    expect(again).toBe(first);
    const { rows } = await t.pool.query('SELECT meeting_link FROM bookings WHERE id = $1', [
      online.booking.id,
    ]);
    expect(rows[0].meeting_link).toBe(first);
    const order = dataOf<{ booking: { meetingLink: string } }>(
      await as(t, ada).get(`/v1/order/${online.order.id}`),
    );
    expect(order.booking.meetingLink).toBe(first);

    const all = dataOf<Page>(await as(t, ada).get('/v1/bookings/seller'));
    expect(all.results.map((b) => b.id)).toEqual([later.booking.id, visit.booking.id, online.booking.id]);
    expect(all.results[0]!.meetingLink).toMatch(ROOM);
    expect(all.results[0]!.meetingLink).not.toBe(first);
  });

  it('opens one room when many read a new online booking at once', async () => {
    const fresh = await insertBooking(t, ada.id, {
      email: 'x@example.com',
      bookedDate: '2026-12-09',
      startHour: '09:00',
      endHour: '10:00',
      location: 'online',
    });
    const pages = await Promise.all(
      Array.from({ length: 6 }, () => as(t, ada).get('/v1/bookings/seller?bookedDate=2026-12-09')),
    );
    const links = new Set(pages.map((res) => dataOf<Page>(res).results[0]!.meetingLink));
    expect(links.size).toBe(1);
    const { rows } = await t.pool.query('SELECT meeting_link FROM bookings WHERE id = $1', [
      fresh.booking.id,
    ]);
    expect(links.has(rows[0].meeting_link)).toBe(true);
  });

  it("never shows another merchant's bookings", async () => {
    const page = dataOf<Page>(await as(t, bola).get('/v1/bookings/seller?bookedDate=2026-12-01'));
    expect(page.results.map((b) => b.id)).toEqual([theirs.booking.id]);
    expect((await as(t, ada).get('/v1/bookings/seller?bookedDate=2026-13-01')).statusCode).toBe(400);
  });

  it('emails the booking with its meeting link to the buyer', async () => {
    const res = await as(t, ada).post('/v1/bookings/email', { bookingId: online.booking.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Booking details sent to chiamaka@example.com');
    const link = dataOf<Booking>(res).meetingLink!;
    expect(link).toMatch(ROOM);

    const outbox = dataOf<{ subject: string; body: string }[]>(
      await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=chiamaka@example.com' }),
    );
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.subject).toBe('Your booking: Portrait session on 01 December 2026');
    expect(outbox[0]!.body).toContain('Hello Chiamaka Eze,');
    expect(outbox[0]!.body).toContain('with Ada Studio');
    expect(outbox[0]!.body).toContain('Time: 10:00–11:30 (Africa/Lagos time)');
    expect(outbox[0]!.body).toContain(`Meeting link: ${link}`);
    expect(outbox[0]!.body).toContain('Notes: Family portraits, 4 people');

    // By the service order's id too; an in-person booking is sent without a link.
    const byOrder = await as(t, ada).post('/v1/bookings/email', { bookingId: visit.order.id });
    expect(byOrder.statusCode).toBe(200);
    const [mail] = dataOf<{ body: string }[]>(
      await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=tunde@example.com' }),
    );
    expect(mail!.body).toContain('Location: 14 Balogun Street, Lagos');
    expect(mail!.body).not.toContain('Meeting link');
  });

  it("answers 404 for another merchant's booking, exactly as for a missing one", async () => {
    for (const bookingId of [
      theirs.booking.id,
      theirs.order.id,
      '00000000-0000-7000-8000-000000000000',
      'nope',
    ]) {
      const res = await as(t, ada).post('/v1/bookings/email', { bookingId });
      expect(res.statusCode, bookingId).toBe(404);
      expect(res.json()).toMatchObject({ status: 'Failed', message: 'Booking not found' });
    }
    const none = dataOf<unknown[]>(
      await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=other@example.com' }),
    );
    expect(none).toHaveLength(0);
    expect((await as(t, ada).post('/v1/bookings/email', {})).statusCode).toBe(400);
  });
});
