import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { insertBooking, insertOrder } from '../dashboard/helpers.ts';
import { startConversation, withAdaAndBola } from './helpers.ts';

describe('what a conversation with a buyer may be about', () => {
  let t: TestApp, ada: TestMerchant, bola: TestMerchant;
  suiteApp(async () => ({ t, ada, bola } = await withAdaAndBola()));

  it("refuses an order or booking that is not the merchant's own exactly like a missing one, emailing nobody", async () => {
    const theirs = await insertOrder(t, bola.id, { email: 'x@example.com', at: new Date() });
    const { booking } = await insertBooking(t, bola.id, {
      email: 'x@example.com',
      bookedDate: '2026-12-11',
      startHour: '09:00',
      endHour: '10:00',
      location: null,
    });
    const start = (extra: Record<string, string>) =>
      startConversation(t, ada, { counterpart: 'buyer', email: 'victim@example.com', ...extra });
    for (const [extra, message] of [
      [{ orderId: theirs.id }, 'Order not found'],
      [{ orderId: theirs.orderReference }, 'Order not found'],
      [{ orderId: 'ORD-MISSING' }, 'Order not found'],
      [{ bookingId: booking.id }, 'Booking not found'],
      [{ bookingId: 'BK-7' }, 'Booking not found'],
    ] as const) {
      const res = await start(extra);
      expect(res.statusCode, JSON.stringify(extra)).toBe(404);
      expect(res.json().message).toBe(message);
    }
    const mail = await t.app.inject({ method: 'GET', url: '/v1/dev/outbox?to=victim@example.com' });
    expect(mail.json().data).toEqual([]);
  });
});
