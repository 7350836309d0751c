import { bookingChangeMessages as say, DEFAULT_BOOKING_RULES } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { TEST_ORIGIN } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { count, insertService } from '../orders/helpers.ts';
import { createMoneyApp, ledgerKinds } from '../orders/money-helpers.ts';
import { providerRefunded } from '../refunds/refund-helpers.ts';
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
 * The buyer cancels a booking from its page: a confirmation step first, then one full refund to the
 * original payment (once, however often the form is sent), the slot freed, the merchant told.
 */
describe('cancelling a booking from /b', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    m = await createMerchant(t, { businessName: 'Tunde Photos' });
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });
  const refunds = (orderId: string) =>
    count(t, 'SELECT count(*) AS n FROM refunds WHERE order_id = $1', [orderId]);

  it('asks to confirm, then refunds exactly what was paid once, frees the slot and tells the merchant', async () => {
    const service = await insertService(t, m, { name: 'Studio portrait', priceMinor: 1_500_000 });
    const at = { bookedDate: dayFromToday(9), startHour: '10:00' };
    const { order, path } = await bookService(t, m, service.id, at);
    const page = (await t.app.inject({ method: 'GET', url: path })).body;
    expect(page).toContain(`href="${path}/cancel"`);
    expect(page).toContain('You get ₦15,000.00 back to the card or account you paid with.');

    // The first step only asks: the GET and a POST without the confirmation change nothing.
    const confirm = await t.app.inject({ method: 'GET', url: `${path}/cancel` });
    expect(confirm.statusCode).toBe(200);
    expect(confirm.body).toContain('Cancel this booking?');
    expect(confirm.body).toContain('Yes, cancel my booking');
    expect((await postForm(t, `${path}/cancel`, {}, TEST_ORIGIN)).body).toContain('Cancel this booking?');
    expect(await bookingRow(t, order.id)).toMatchObject({ status: 'NEW', paymentStatus: 'paid' });

    // A double tap: two confirmed posts at once.
    const taps = await Promise.all(
      [1, 2].map(() => postForm(t, `${path}/cancel`, { confirm: 'yes' }, TEST_ORIGIN)),
    );
    expect(taps.map((r) => r.statusCode)).toEqual([303, 303]);
    expect(taps.map((r) => r.headers.location).sort()).toEqual([path, `${path}?done=cancelled`]);
    expect(await bookingRow(t, order.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'refunded',
      refunded: 1_500_000,
    });
    expect(await refunds(order.id)).toBe(1);
    expect(await providerRefunded(t, order.payment!.reference)).toBe(1_500_000);
    expect((await ledgerKinds(t, m.id)).refund).toBe(1);
    expect(await timelineKinds(t, order.id)).toEqual(['refund', 'booking_cancelled']);
    expect(await notificationsOf(t, m, 'booking.cancelled')).toBe(1);
    expect(await mailsTo(t, m.email, 'Booking cancelled')).toBe(1);
    expect(await buyerMails(t, order.email as string)).toEqual([
      ['Booking cancelled', ['text/calendar; charset=utf-8; method=CANCEL']],
    ]);

    const after = (await t.app.inject({ method: 'GET', url: `${path}?done=cancelled` })).body;
    expect(after).toContain('Your booking was cancelled.');
    expect(after).toContain(say.cancelled);
    expect(after).not.toContain('Move my booking');
    // The freed time can be booked again.
    await bookService(t, m, service.id, at);
  });

  it('cancels an unpaid booking without a refund', async () => {
    const service = await insertService(t, m, { name: 'Passport photo', priceMinor: 500_000 });
    const { order, path } = await bookService(
      t,
      m,
      service.id,
      { bookedDate: dayFromToday(9), startHour: '11:00' },
      { pay: false },
    );
    expect((await t.app.inject({ method: 'GET', url: path })).body).toContain(
      'Nothing has been paid, so nothing is refunded.',
    );
    const res = await postForm(t, `${path}/cancel`, { confirm: 'yes' }, TEST_ORIGIN);
    expect(res.statusCode).toBe(303);
    expect(await bookingRow(t, order.id)).toMatchObject({
      status: 'CANCELLED',
      paymentStatus: 'expired',
      refunded: 0,
    });
    expect(await refunds(order.id)).toBe(0);
    expect(await timelineKinds(t, order.id)).toEqual(['booking_cancelled']);
  });

  it('refuses outside the rules with the reason, and changes nothing', async () => {
    const service = await insertService(t, m, { name: 'Event shoot' });
    const { order, path } = await bookService(t, m, service.id, {
      bookedDate: dayFromToday(9),
      startHour: '12:00',
    });
    await putRules(t, m, { ...DEFAULT_BOOKING_RULES, cancelNoticeHours: 720 });
    const page = await t.app.inject({ method: 'GET', url: path });
    expect(page.body).toContain(say.tooLate(720, 'cancelled'));
    expect(page.body).not.toContain(`href="${path}/cancel"`);
    const refused = await postForm(t, `${path}/cancel`, { confirm: 'yes' }, TEST_ORIGIN);
    expect(refused.statusCode).toBe(409);
    expect(refused.body).toContain(say.tooLate(720, 'cancelled'));
    expect(refused.body).toContain('Contact Tunde Photos');

    await putRules(t, m, { ...DEFAULT_BOOKING_RULES, cancelAllowed: false });
    expect((await t.app.inject({ method: 'GET', url: `${path}/cancel` })).body).toContain(say.cancelOff);
    expect((await postForm(t, `${path}/cancel`, { confirm: 'yes' }, TEST_ORIGIN)).statusCode).toBe(409);
    expect(await bookingRow(t, order.id)).toMatchObject({
      status: 'NEW',
      paymentStatus: 'paid',
      refunded: 0,
    });
    expect(await refunds(order.id)).toBe(0);
    await putRules(t, m, DEFAULT_BOOKING_RULES);
  });

  it('answers another merchant’s order link, a made-up token and a forged form with no change', async () => {
    const other = await createMerchant(t, { businessName: 'Other Studio' });
    const service = await insertService(t, other, { name: 'Headshots' });
    const theirs = await bookService(t, other, service.id, {
      bookedDate: dayFromToday(9),
      startHour: '09:00',
    });
    const tracking = await t.app.inject({
      method: 'POST',
      url: `/v1/order/${theirs.order.id}/links`,
      headers: other.headers,
      payload: { page: 'tracking' },
    });
    const token = new URL(tracking.json().data.url).pathname.split('/').at(-1);
    for (const url of [`/b/${token}/cancel`, `/b/${'x'.repeat(43)}/cancel`]) {
      const res = await postForm(t, url, { confirm: 'yes' }, TEST_ORIGIN);
      expect(res.statusCode, url).toBe(404);
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const forged = await postForm(t, `${theirs.path}/cancel`, { confirm: 'yes' }, 'https://evil.example');
    expect(forged.statusCode).toBe(403);
    expect(await bookingRow(t, theirs.order.id)).toMatchObject({ status: 'NEW', paymentStatus: 'paid' });
  });
});
