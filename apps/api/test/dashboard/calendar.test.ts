import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createDashboardApp, dataOf, insertBooking } from './helpers.ts';

interface Entry {
  id: string;
  type: 'entry' | 'booking';
  title: string;
  start: string;
  end: string;
  allDay: boolean;
  readOnly: boolean;
  meetingLink: string | null;
  bookingId: string | null;
  buyerEmail: string | null;
}

describe('calendar: entries and bookings', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  let booking: Awaited<ReturnType<typeof insertBooking>>;
  let theirBooking: Awaited<ReturnType<typeof insertBooking>>;
  const list = (m: TestMerchant, query = 'from=2026-12-01&to=2026-12-31') =>
    as(t, m).get(`/v1/calendar?${query}`);

  beforeAll(async () => {
    t = await createDashboardApp({ PUBLIC_URL: 'https://oja.example' });
    [ada, bola] = await Promise.all([createMerchant(t), createMerchant(t)]);
    booking = await insertBooking(t, ada.id, {
      email: 'chi@example.com',
      name: 'Chi',
      bookedDate: '2026-12-02',
      startHour: '09:00',
      endHour: '10:00',
      location: 'online',
    });
    await insertBooking(t, ada.id, {
      email: 'np@example.com',
      bookedDate: '2026-12-02',
      startHour: '12:00',
      endHour: '13:00',
      location: 'online',
      status: 'NOT_PAID',
    });
    theirBooking = await insertBooking(t, bola.id, {
      email: 'x@example.com',
      bookedDate: '2026-12-02',
      startHour: '09:00',
      endHour: '10:00',
      location: 'online',
    });
  });
  afterAll(() => t.close());

  it('adds timed and all-day entries', async () => {
    const res = await as(t, ada).post('/v1/calendar/create', {
      title: 'Supplier meeting',
      start: '2026-12-02T11:00:00+01:00',
      end: '2026-12-02T12:30:00+01:00',
      location: 'Balogun market',
      note: 'Bring samples',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Calendar entry added');
    expect(dataOf<Entry>(res)).toMatchObject({
      type: 'entry',
      title: 'Supplier meeting',
      start: '2026-12-02T10:00:00.000Z',
      end: '2026-12-02T11:30:00.000Z',
      allDay: false,
      readOnly: false,
      meetingLink: null,
    });
    const allDay = dataOf<Entry>(
      await as(t, ada).post('/v1/calendar/create', {
        title: 'Trade fair',
        start: '2026-12-04',
        end: '2026-12-05',
        allDay: true,
      }),
    );
    expect(allDay).toMatchObject({ start: '2026-12-04', end: '2026-12-05', allDay: true });
    const oneDay = dataOf<Entry>(
      await as(t, ada).post('/v1/calendar/create', {
        title: 'Stock count',
        start: '2026-12-07',
        end: '2026-12-07',
        allDay: true,
      }),
    );
    expect(oneDay).toMatchObject({ start: '2026-12-07', end: '2026-12-07' });
  });

  it('refuses an end before the start, and bad values', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { title: 'Back in time', start: '2026-12-02T12:00:00Z', end: '2026-12-02T11:00:00Z' },
        'The end must be after the start',
      ],
      [
        { title: 'No length', start: '2026-12-02T12:00:00Z', end: '2026-12-02T13:00:00+01:00' },
        'The end must be after the start',
      ],
      [
        { title: 'All-day backwards', start: '2026-12-05', end: '2026-12-04', allDay: true },
        'The end must be after the start',
      ],
      [{ title: '', start: '2026-12-02T12:00:00Z', end: '2026-12-02T13:00:00Z' }, 'Enter a title'],
      [
        { title: 'Vague', start: 'tomorrow', end: '2026-12-02T13:00:00Z' },
        'Use an ISO 8601 date (YYYY-MM-DD) or date and time with an offset',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await as(t, ada).post('/v1/calendar/create', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
  });

  it("lists the merchant's entries and paid bookings in the range, by start, bookings read-only", async () => {
    const res = await list(ada);
    expect(res.statusCode).toBe(200);
    const { entries, from, to } = dataOf<{ from: string; to: string; entries: Entry[] }>(res);
    expect([from, to]).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
    expect(entries.map((e) => [e.type, e.title])).toEqual([
      ['booking', 'Portrait session — Chi'],
      ['entry', 'Supplier meeting'],
      ['entry', 'Trade fair'],
      ['entry', 'Stock count'],
    ]);
    expect(entries[0]).toMatchObject({
      id: booking.booking.id,
      bookingId: booking.booking.id,
      readOnly: true,
      start: '2026-12-02T08:00:00.000Z',
      end: '2026-12-02T09:00:00.000Z',
      buyerEmail: 'chi@example.com',
    });
    expect(entries[0]!.meetingLink).toMatch(/^https:\/\/oja\.example\/meet\//);

    const narrow = dataOf<{ entries: Entry[] }>(
      await list(ada, 'from=2026-12-02T10:15:00Z&to=2026-12-04T00:00:00Z'),
    );
    expect(narrow.entries.map((e) => e.title)).toEqual(['Supplier meeting']);
    const theirs = dataOf<{ entries: Entry[] }>(await list(bola));
    expect(theirs.entries.map((e) => e.id)).toEqual([theirBooking.booking.id]);
    expect((await list(ada, 'from=2026-12-10&to=2026-12-01')).statusCode).toBe(400);
    expect((await list(ada, 'from=2026-01-01&to=2027-06-01')).statusCode).toBe(400);
  });

  it('deletes own entries only; bookings are refused with a reason', async () => {
    const entry = dataOf<Entry>(
      await as(t, ada).post('/v1/calendar/create', {
        title: 'Temp',
        start: '2026-12-20T10:00:00Z',
        end: '2026-12-20T11:00:00Z',
      }),
    );

    const foreign = await as(t, bola).delete(`/v1/calendar/delete/${entry.id}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Calendar entry not found');

    const res = await as(t, ada).delete(`/v1/calendar/delete/${entry.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Calendar entry deleted');
    expect(dataOf<Entry>(res).id).toBe(entry.id);
    expect((await as(t, ada).delete(`/v1/calendar/delete/${entry.id}`)).statusCode).toBe(404);
    expect((await as(t, ada).delete('/v1/calendar/delete/nope')).statusCode).toBe(404);

    const ofBooking = await as(t, ada).delete(`/v1/calendar/delete/${booking.booking.id}`);
    expect(ofBooking.statusCode).toBe(409);
    expect(ofBooking.json().message).toBe('This entry is a booking: it cannot be deleted from the calendar');
    expect((await as(t, ada).delete(`/v1/calendar/delete/${theirBooking.booking.id}`)).statusCode).toBe(404);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM bookings WHERE id = $1', [
      booking.booking.id,
    ]);
    expect(rows[0].n).toBe(1);
  });
});
