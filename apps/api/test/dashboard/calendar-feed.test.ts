import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { addDays, utcDay } from '../../src/modules/dashboard/report-range.ts';
import { as, createDashboardApp, dataOf, insertBooking, PROTECTED_ROUTES } from './helpers.ts';
import { parseIcs, unescapeText } from './ics-parse.ts';

const PUBLIC_URL = 'https://oja.example';
const FEED = /^https:\/\/oja\.example\/v1\/calendar\/ics\/([A-Za-z0-9_-]{43})\.ics$/;

describe('calendar: the private iCalendar feed', () => {
  let t: TestApp;
  let ada: TestMerchant;
  let bola: TestMerchant;
  const soon = addDays(utcDay(new Date()), 3);
  const pathOf = (url: string) => new URL(url).pathname;

  beforeAll(async () => {
    t = await createDashboardApp({ PUBLIC_URL });
    [ada, bola] = await Promise.all([createMerchant(t, { businessName: 'Ada Studio' }), createMerchant(t)]);
    await insertBooking(t, ada.id, {
      email: 'chi@example.com',
      name: 'Chi Obi',
      bookedDate: soon,
      startHour: '09:00',
      endHour: '10:00',
      location: 'online',
      description: 'Headshots; bring 2 outfits, please',
    });
    await insertBooking(t, bola.id, {
      email: 'x@example.com',
      bookedDate: soon,
      startHour: '09:00',
      endHour: '10:00',
      location: 'online',
    });
    const entry = (title: string, body: Record<string, unknown>) =>
      as(t, ada).post('/v1/calendar/create', { title, ...body });
    await entry('Restock, count; label \\ shelve', {
      start: `${soon}T13:00:00Z`,
      end: `${soon}T14:00:00Z`,
      note: `Line one\nLine two — ${'a long note that goes on '.repeat(6)}`,
    });
    await entry('Trade fair', { start: soon, end: addDays(soon, 1), allDay: true });
  });
  afterAll(() => t.close());

  it('gives the merchant a stable private address', async () => {
    const res = await as(t, ada).get('/v1/calendar/feed-url');
    expect(res.statusCode).toBe(200);
    const feed = dataOf<{ url: string; webcalUrl: string }>(res);
    expect(feed.url).toMatch(FEED);
    expect(feed.webcalUrl).toBe(feed.url.replace('https:', 'webcal:'));
    expect(dataOf<{ url: string }>(await as(t, ada).get('/v1/calendar/feed-url')).url).toBe(feed.url);
    expect(dataOf<{ url: string }>(await as(t, bola).get('/v1/calendar/feed-url')).url).not.toBe(feed.url);
    const token = FEED.exec(feed.url)![1]!;
    const { rows } = await t.pool.query('SELECT token_hash FROM calendar_feeds WHERE merchant_id = $1', [
      ada.id,
    ]);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('serves the entries and bookings as iCalendar without a session', async () => {
    const { url } = dataOf<{ url: string }>(await as(t, ada).get('/v1/calendar/feed-url'));
    const res = await t.app.inject({ method: 'GET', url: pathOf(url) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = parseIcs(res.body);
    expect(calendar.props.get('VERSION')).toEqual(['2.0']);
    expect(calendar.props.get('PRODID')).toHaveLength(1);
    const events = calendar.children.filter((c) => c.name === 'VEVENT');
    expect(events).toHaveLength(3);
    for (const event of events) {
      for (const property of ['UID', 'DTSTAMP', 'SUMMARY'])
        expect(event.props.get(property), property).toHaveLength(1);
      expect([...event.props.keys()].some((k) => k.startsWith('DTSTART'))).toBe(true);
      expect([...event.props.keys()].some((k) => k.startsWith('DTEND'))).toBe(true);
      expect(event.props.get('DTSTAMP')![0]).toMatch(/^\d{8}T\d{6}Z$/);
    }
    expect(new Set(events.map((e) => e.props.get('UID')![0])).size).toBe(3);

    const [booking, restock, fair] = [
      events.find((e) => e.props.get('SUMMARY')![0]!.startsWith('Portrait session'))!,
      events.find((e) => unescapeText(e.props.get('SUMMARY')![0]!).startsWith('Restock'))!,
      events.find((e) => e.props.get('SUMMARY')![0] === 'Trade fair')!,
    ];
    const compact = soon.replace(/-/g, '');
    expect(booking.props.get('DTSTART')).toEqual([`${compact}T080000Z`]);
    expect(booking.props.get('DTEND')).toEqual([`${compact}T090000Z`]);
    const description = unescapeText(booking.props.get('DESCRIPTION')![0]!);
    expect(description).toContain('Headshots; bring 2 outfits, please');
    expect(description).toMatch(/Meeting link: https:\/\/oja\.example\/meet\/[a-z2-7-]+/);
    expect(description).toContain('Buyer: chi@example.com');
    expect(booking.props.get('URL')![0]).toMatch(/^https:\/\/oja\.example\/meet\//);

    expect(restock.props.get('SUMMARY')).toEqual(['Restock\\, count\\; label \\\\ shelve']);
    expect(unescapeText(restock.props.get('DESCRIPTION')![0]!)).toMatch(/^Line one\nLine two — a long note/);
    expect(res.body).toMatch(/\r\n [^\r\n]/); // the long description is folded
    expect(fair.props.get('DTSTART;VALUE=DATE')).toEqual([compact]);
    expect(fair.props.get('DTEND;VALUE=DATE')).toEqual([addDays(soon, 2).replace(/-/g, '')]);
  });

  it('answers 404 for a wrong token, and a rotated address replaces the old one', async () => {
    const { url: old } = dataOf<{ url: string }>(await as(t, ada).get('/v1/calendar/feed-url'));
    const token = FEED.exec(old)![1]!;
    const wrong = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const path of [
      `/v1/calendar/ics/${wrong}.ics`,
      '/v1/calendar/ics/short.ics',
      `/v1/calendar/ics/${'x'.repeat(43)}.ics`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(404);
      expect(res.json().message).toBe('Calendar feed not found');
    }

    const rotated = await as(t, ada).post('/v1/calendar/feed-url/rotate');
    expect(rotated.statusCode).toBe(200);
    expect(rotated.json().message).toBe('Calendar feed link renewed; the old link no longer works');
    const { url: renewed } = dataOf<{ url: string }>(rotated);
    expect(renewed).toMatch(FEED);
    expect(renewed).not.toBe(old);
    expect((await t.app.inject({ method: 'GET', url: pathOf(old) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: pathOf(renewed) })).statusCode).toBe(200);
    expect(dataOf<{ url: string }>(await as(t, ada).get('/v1/calendar/feed-url')).url).toBe(renewed);
  });

  it("shows only the merchant's own calendar", async () => {
    const { url } = dataOf<{ url: string }>(await as(t, bola).get('/v1/calendar/feed-url'));
    const events = parseIcs((await t.app.inject({ method: 'GET', url: pathOf(url) })).body).children;
    expect(events).toHaveLength(1);
    expect(unescapeText(events[0]!.props.get('DESCRIPTION')![0]!)).toContain('Buyer: x@example.com');
  });

  it('answers 401 without a session on every route but the feed itself', async () => {
    for (const [method, url] of PROTECTED_ROUTES) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
      expect(res.json()).toMatchObject({ status: 'Failed', message: 'Please authenticate' });
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/v1/dashboard/reports',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(bad.statusCode).toBe(401);
  });
});
