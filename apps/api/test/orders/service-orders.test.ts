import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { buyer, checkout, getOrder, insertService, payOrder } from './helpers.ts';

/** The next date (YYYY-MM-DD, UTC) falling on `weekday` (0 = Sunday), at least `after` days from today. */
function next(weekday: number, after = 1): string {
  const date = new Date(Date.now() + after * 86_400_000);
  while (date.getUTCDay() !== weekday) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
const MONDAY = 1;

describe('checkout: service orders with a booking', () => {
  let t: TestApp;
  let tunde: TestMerchant;
  let other: TestMerchant;
  let service: { id: string };
  const book = (slot: Record<string, unknown>, merchant: { id: string } = tunde, serviceId = service.id) =>
    checkout(t, {
      merchantId: merchant.id,
      ...buyer({ deliveryAddress: undefined }),
      service: { serviceId, ...slot },
    });

  beforeAll(async () => {
    t = await createTestApp();
    [tunde, other] = await Promise.all([
      createMerchant(t, { businessName: 'Tunde Studio' }),
      createMerchant(t),
    ]);
    service = await insertService(t, tunde, {
      name: 'Studio portrait',
      priceMinor: 3_500_000,
      durationMinutes: 90,
      availableSchedule: [
        {
          day: 'monday',
          start: '10:00',
          end: '14:00',
          location: { type: 'address', address: '3 Aminu Kano Crescent, Abuja' },
        },
        { day: 'wednesday', start: '18:00', end: '24:00', location: { type: 'online' } },
      ],
    });
  });
  afterAll(() => t.close());

  it('books a slot inside the schedule: NOT_PAID with its booking until paid, then NEW', async () => {
    const bookedDate = next(MONDAY);
    const res = await book({
      bookedDate,
      startHour: '10:00',
      endHour: '11:30',
      description: 'Family of four',
    });
    expect(res.statusCode).toBe(201);
    const order = res.json().data;
    expect(order).toMatchObject({
      type: 'SERVICE',
      status: 'NOT_PAID',
      paymentStatus: 'awaiting_payment',
      payment: { authorizationUrl: expect.any(String) },
      cartTotal: 35_000,
      delivery_price: 0,
      totalPrice: 35_000,
      delivery_address: '',
      products: [],
    });
    expect(order.booking).toMatchObject({
      name: 'Studio portrait',
      bookedDate,
      orderId: order.id,
      description: 'Family of four',
      startHour: '10:00',
      endHour: '11:30',
      location: '3 Aminu Kano Crescent, Abuja',
      meetingLink: null,
    });
    await payOrder(t, order);
    const detail = (await getOrder(t, tunde, order.id)).json().data;
    expect(detail.booking).toEqual(order.booking);
    expect(detail.order).toMatchObject({ status: 'NEW', paymentStatus: 'paid' });
    expect(detail.timeline).toEqual([
      { status: 'NOT_PAID', description: 'Booking placed', location: null, at: order.orderedAt },
      { status: 'paid', description: 'Payment received', location: null, at: detail.order.paidAt },
    ]);
  });

  it('refuses a time outside the hours of that weekday', async () => {
    const monday = next(MONDAY, 8);
    const early = await book({ bookedDate: monday, startHour: '09:30' });
    expect(early.statusCode).toBe(422);
    expect(early.json().message).toBe("Choose a time within the service's available hours for that day");
    // 13:00 + 90 minutes ends after the 14:00 close.
    expect((await book({ bookedDate: monday, startHour: '13:00' })).statusCode).toBe(422);
    expect((await book({ bookedDate: next(2), startHour: '10:00' })).statusCode).toBe(422);
    expect((await book({ bookedDate: next(3), startHour: '22:30', endHour: '24:00' })).statusCode).toBe(201);
  });

  it('refuses a booking that overlaps another, but takes one that starts when the other ends', async () => {
    const monday = next(MONDAY, 15);
    expect((await book({ bookedDate: monday, startHour: '11:00', endHour: '12:30' })).statusCode).toBe(201);
    const overlap = await book({ bookedDate: monday, startHour: '11:30' });
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json().message).toBe('This time is already booked. Choose another time.');
    expect((await book({ bookedDate: monday, startHour: '10:00' })).statusCode).toBe(409);
    expect((await book({ bookedDate: monday, startHour: '12:30' })).statusCode).toBe(201);
    expect((await book({ bookedDate: next(3, 15), startHour: '18:00' })).statusCode).toBe(201);
  });

  it('six buyers racing for one slot: exactly one booking', async () => {
    const monday = next(MONDAY, 22);
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => book({ bookedDate: monday, startHour: i % 2 ? '12:00' : '12:30' })),
    );
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM bookings WHERE booked_date = $1', [
      monday,
    ]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses past dates, reversed hours, an inactive service and another merchant’s service', async () => {
    expect(
      (await book({ bookedDate: '2020-01-06', startHour: '10:00', endHour: '11:00' })).json().message,
    ).toBe('Choose a date from today on');
    const reversed = await book({ bookedDate: next(MONDAY), startHour: '12:00', endHour: '11:00' });
    expect(reversed.statusCode).toBe(400);
    expect((await book({ bookedDate: '2026-02-30', startHour: '10:00', endHour: '11:00' })).statusCode).toBe(
      400,
    );
    const paused = await insertService(t, tunde, { status: 'INACTIVE' });
    expect(
      (await book({ bookedDate: next(MONDAY), startHour: '10:00', endHour: '11:00' }, tunde, paused.id))
        .statusCode,
    ).toBe(422);
    const foreign = await book({ bookedDate: next(MONDAY), startHour: '10:00', endHour: '11:00' }, other);
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('This service is not available');
  });

  it('lists service orders by the tabs: all, not paid, paid, new, on transit, delivered', async () => {
    const list = async (status: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/order/seller?type=SERVICE&limit=50&status=${encodeURIComponent(status)}`,
          headers: tunde.headers,
        })
      ).json().data;
    const all = await list('all');
    expect(all.totalResults).toBe(6);
    expect(
      all.result.every((o: { type: string; booking: unknown }) => o.type === 'SERVICE' && o.booking !== null),
    ).toBe(true);
    const [a, b, c, d] = all.result.map((o: { id: string }) => o.id);
    // Every booking but c is paid: two stay new, the others move on.
    await t.pool.query(
      `UPDATE orders SET payment_status = 'paid', status = CASE id WHEN $1::uuid THEN 'PENDING' WHEN $2::uuid THEN 'PAID' WHEN $3::uuid THEN 'DELIVERED' ELSE 'NEW' END
       WHERE merchant_id = $4 AND type = 'SERVICE' AND id <> $5`,
      [a, b, d, tunde.id, c],
    );
    const ids = async (tab: string) => (await list(tab)).result.map((o: { id: string }) => o.id);
    expect(await ids('on transit')).toEqual([a]);
    expect(await ids('not paid')).toEqual([c]);
    expect(await ids('delivered')).toEqual([d]);
    expect((await list('new')).totalResults).toBe(2);
    // 'paid' lists every paid booking, wherever it stands.
    expect(new Set(await ids('paid'))).toEqual(
      new Set(all.result.map((o: { id: string }) => o.id).filter((id: string) => id !== c)),
    );
    const products = await t.app.inject({
      method: 'GET',
      url: '/v1/order/seller?type=PRODUCT',
      headers: tunde.headers,
    });
    expect(products.json().data.totalResults).toBe(0);
  });
});
