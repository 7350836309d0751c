import { bookingChangeMessages as say, DEFAULT_BOOKING_RULES } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { TEST_ORIGIN } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { insertService, weekdaySlots } from '../orders/helpers.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';
import { ledgerViolations } from '../wallet/wallet-helpers.ts';
import {
  bookingRow,
  bookService,
  dayFromToday,
  buyerMails,
  mailsTo,
  notificationsOf,
  postForm,
  putRules,
  timelineKinds,
} from './booking-test-helpers.ts';

/**
 * The buyer moves a booking from its page (no script): to one of the free times the page lists, within
 * the merchant's rules, at most once per tap, and never onto a time someone else holds.
 */
describe('rescheduling a booking from /b', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    m = await createMerchant(t, { businessName: 'Kemi Hair Studio' });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });
  const page = async (path: string) => (await t.app.inject({ method: 'GET', url: path })).body;

  it('lists the free times, moves the booking once, and tells the merchant', async () => {
    await putRules(t, m, DEFAULT_BOOKING_RULES);
    const service = await insertService(t, m, {
      name: 'Braids',
      availableSchedule: weekdaySlots('09:00', '12:00'),
    });
    const first = await bookService(t, m, service.id, { bookedDate: dayFromToday(10), startHour: '09:00' });
    const target = dayFromToday(3);
    // Someone else holds 10:00 that day: it is not offered.
    await bookService(t, m, service.id, { bookedDate: target, startHour: '10:00' });

    const before = await page(first.path);
    expect(before).toContain('<h2>Reschedule</h2>');
    expect(before).toContain(`value="${target}T09:00"`);
    expect(before).not.toContain(`value="${target}T10:00"`);
    expect(before).toContain(`value="${target}T11:00"`);
    // Times within the notice (all of today's), and days past the window, are not offered.
    expect(before).not.toContain(`value="${dayFromToday(0)}T`);
    expect(before).not.toContain(`value="${dayFromToday(7)}T`);
    const room = (await bookingRow(t, first.order.id)).roomId;
    expect(room).not.toBeNull();

    const moved = await postForm(t, `${first.path}/reschedule`, { slot: `${target}T11:00` }, TEST_ORIGIN);
    expect(moved.statusCode, moved.body).toBe(303);
    expect(moved.headers.location).toBe(`${first.path}?done=moved`);
    const after = await t.app.inject({ method: 'GET', url: moved.headers.location as string });
    expect(after.body).toContain('Your booking was moved.');
    expect(after.body).toContain(`${target}, 11:00–12:00 (WAT)`);
    expect(after.body).not.toContain(`value="${target}T11:00"`);
    expect(after.body).toContain(`value="${target}T09:00"`);
    // A second tap of the same form changes nothing more.
    const again = await postForm(t, `${first.path}/reschedule`, { slot: `${target}T11:00` }, TEST_ORIGIN);
    expect(again.statusCode).toBe(303);
    expect(again.headers.location).toBe(first.path);

    const row = await bookingRow(t, first.order.id);
    expect(row).toMatchObject({
      bookedDate: target,
      startHour: '11:00',
      endHour: '12:00',
      rescheduleCount: 1,
    });
    expect(row.roomId).toBe(room);
    const meeting = await t.app.inject({ method: 'GET', url: `/v1/meet/${room}` });
    expect(meeting.json().data).toMatchObject({ bookedDate: target, startHour: '11:00', endHour: '12:00' });
    expect(await timelineKinds(t, first.order.id)).toEqual(['booking_rescheduled']);
    expect(await notificationsOf(t, m, 'booking.rescheduled')).toBe(1);
    expect(await mailsTo(t, m.email, 'Booking rescheduled')).toBe(1);
    // The buyer gets the booking as it now stands, with an invitation that moves the calendar event.
    expect(await buyerMails(t, first.order.email as string)).toEqual([
      ['Booking moved', ['text/calendar; charset=utf-8; method=REQUEST']],
    ]);
    // Its old time is free again for the next buyer.
    await bookService(t, m, service.id, { bookedDate: dayFromToday(10), startHour: '09:00' });
  });

  it('emails the buyer only from a store whose owner verified their email, as every buyer email', async () => {
    await putRules(t, m, DEFAULT_BOOKING_RULES);
    const service = await insertService(t, m, {
      name: 'Twists',
      availableSchedule: weekdaySlots('13:00', '15:00'),
    });
    const booked = await bookService(t, m, service.id, { bookedDate: dayFromToday(12), startHour: '13:00' });
    await t.pool.query('UPDATE users SET is_email_verified = false WHERE id = $1', [m.id]);
    try {
      const moved = await postForm(
        t,
        `${booked.path}/reschedule`,
        { slot: `${dayFromToday(4)}T14:00` },
        TEST_ORIGIN,
      );
      expect(moved.statusCode, moved.body).toBe(303);
      expect(await buyerMails(t, booked.order.email as string)).toEqual([]);
    } finally {
      await t.pool.query('UPDATE users SET is_email_verified = true WHERE id = $1', [m.id]);
    }
  });

  it('refuses, in plain words, what the rules do not allow, and changes nothing', async () => {
    const service = await insertService(t, m, { name: 'Twists' });
    const { order, path } = await bookService(t, m, service.id, {
      bookedDate: dayFromToday(10),
      startHour: '09:00',
    });
    const slot = `${dayFromToday(2)}T09:00`;

    await putRules(t, m, { ...DEFAULT_BOOKING_RULES, rescheduleNoticeHours: 720 });
    const late = await page(path);
    expect(late).toContain(say.tooLate(720, 'rescheduled'));
    expect(late).not.toContain('Move my booking');
    expect(late).toContain('To change or cancel this booking, contact Kemi Hair Studio.');
    const refused = await postForm(t, `${path}/reschedule`, { slot }, TEST_ORIGIN);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(say.tooLate(720, 'rescheduled'));

    await putRules(t, m, { ...DEFAULT_BOOKING_RULES, rescheduleAllowed: false });
    expect(await page(path)).toContain(say.rescheduleOff);
    expect((await postForm(t, `${path}/reschedule`, { slot }, TEST_ORIGIN)).statusCode).toBe(409);

    await putRules(t, m, { ...DEFAULT_BOOKING_RULES, maxReschedules: 1 });
    expect((await postForm(t, `${path}/reschedule`, { slot }, TEST_ORIGIN)).statusCode).toBe(303);
    expect(await page(path)).toContain(say.tooMany(1));
    const tooMany = await postForm(
      t,
      `${path}/reschedule`,
      { slot: `${dayFromToday(2)}T10:00` },
      TEST_ORIGIN,
    );
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.body).toContain(say.tooMany(1));

    await putRules(t, m, DEFAULT_BOOKING_RULES);
    for (const bad of [
      '',
      'tomorrow',
      `${dayFromToday(2)}T25:00`,
      `${dayFromToday(9)}T09:00`,
      `${dayFromToday(2)}T20:00`,
    ]) {
      const res = await postForm(t, `${path}/reschedule`, { slot: bad }, TEST_ORIGIN);
      expect(res.statusCode, `${bad} ${res.body}`).toBeLessThan(500);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.body, bad).toContain(say.chooseSlot);
    }
    expect(await bookingRow(t, order.id)).toMatchObject({ startHour: '09:00', rescheduleCount: 1 });
    expect(await timelineKinds(t, order.id)).toEqual(['booking_rescheduled']);
  });

  it('gives the last free time to exactly one of two buyers racing for it', async () => {
    const service = await insertService(t, m, {
      name: 'Cornrows',
      availableSchedule: weekdaySlots('09:00', '11:00'),
    });
    const target = dayFromToday(4);
    await bookService(t, m, service.id, { bookedDate: target, startHour: '09:00' });
    const a = await bookService(t, m, service.id, { bookedDate: dayFromToday(12), startHour: '09:00' });
    const b = await bookService(t, m, service.id, { bookedDate: dayFromToday(12), startHour: '10:00' });
    const results = await Promise.all(
      [a, b].map((x) => postForm(t, `${x.path}/reschedule`, { slot: `${target}T10:00` }, TEST_ORIGIN)),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([303, 409]);
    expect(results.find((r) => r.statusCode === 409)!.body).toContain(say.slotTaken);
    const rows = await Promise.all([a, b].map((x) => bookingRow(t, x.order.id)));
    expect(rows.filter((r) => r.bookedDate === target && r.startHour === '10:00')).toHaveLength(1);
  });

  it('answers a form from another site, a revoked link and another kind of link with no change', async () => {
    const service = await insertService(t, m, { name: 'Locs' });
    const { order, path } = await bookService(t, m, service.id, {
      bookedDate: dayFromToday(10),
      startHour: '09:00',
    });
    const slot = `${dayFromToday(2)}T09:00`;
    const forged = await postForm(t, `${path}/reschedule`, { slot }, 'https://evil.example');
    expect(forged.statusCode).toBe(403);

    const tracking = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/links`,
      headers: m.headers,
      payload: { page: 'tracking' },
    });
    const trackingToken = new URL(tracking.json().data.url).pathname.split('/').at(-1);
    const wrongKind = await postForm(t, `/b/${trackingToken}/reschedule`, { slot }, TEST_ORIGIN);
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.body).toContain('Link not found');

    await t.app.inject({
      method: 'POST',
      url: `/v1/order/${order.id}/links`,
      headers: m.headers,
      payload: { page: 'booking', revoke: true },
    });
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);
    const revoked = await postForm(t, `${path}/reschedule`, { slot }, TEST_ORIGIN);
    expect(revoked.statusCode).toBe(404);
    expect(revoked.body).toContain('Link not found');
    expect(await bookingRow(t, order.id)).toMatchObject({ startHour: '09:00', rescheduleCount: 0 });
  });
});
