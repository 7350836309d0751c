import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { buyer, checkout, getOrder, insertProduct, payOrder, placeOrder } from './helpers.ts';

function nextMonday(after: number): string {
  const date = new Date(Date.now() + after * 86_400_000);
  while (date.getUTCDay() !== 1) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

const serviceBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Full Day',
  price: 150_000,
  availableSchedule: [{ day: 'monday', start: '08:00', end: '20:00', location: { type: 'online' } }],
  ...overrides,
});

describe('service durations and buffers drive the booked slot; every status change is on the timeline', () => {
  let t: TestApp;
  let merchant: TestMerchant;
  const as = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: Record<string, unknown>) =>
    t.app.inject({ method, url, headers: merchant.headers, payload });
  const book = (serviceId: string, bookedDate: string, startHour: string, endHour?: string) =>
    checkout(t, {
      merchantId: merchant.id,
      ...buyer({ deliveryAddress: undefined }),
      service: { serviceId, bookedDate, startHour, ...(endHour ? { endHour } : {}) },
    });

  suiteApp(async () => ({ t, m: merchant } = await withMerchant(createTestApp())));

  it('stores a duration and buffer per service, defaults to 60 and 0, and refuses values out of range', async () => {
    const plain = await as('POST', '/v1/services/create', serviceBody({ name: 'Consultation' }));
    expect(plain.statusCode).toBe(201);
    expect(plain.json().data).toMatchObject({ durationMinutes: 60, bufferMinutes: 0 });
    const bad = [0, 4, 1441, 1.5, -30, '60', null];
    for (const durationMinutes of bad) {
      const res = await as('POST', '/v1/services/create', serviceBody({ durationMinutes }));
      expect(res.statusCode, String(durationMinutes)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ path: 'body.durationMinutes' });
    }
    for (const bufferMinutes of [-1, 241, 2.5]) {
      const res = await as('POST', '/v1/services/create', serviceBody({ bufferMinutes }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Buffer must be a whole number of minutes from 0 to 240');
    }
    const id = plain.json().data.id;
    const edited = await as('PUT', `/v1/services/update/${id}`, { durationMinutes: 45, bufferMinutes: 15 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ durationMinutes: 45, bufferMinutes: 15 });
    console.log(`service duration: ${bad.length} bad durations and 3 bad buffers refused with 400`);
  });

  it('books a Full Day (8 h) from its start to its end, and refuses an end that does not match', async () => {
    const created = await as('POST', '/v1/services/create', serviceBody({ durationMinutes: 480 }));
    const serviceId = created.json().data.id as string;
    const day = nextMonday(7);
    const res = await book(serviceId, day, '09:00');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.booking).toMatchObject({ startHour: '09:00', endHour: '17:00' });
    const wrong = await book(serviceId, nextMonday(14), '09:00', '10:00');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe(
      'This service lasts 480 minutes: a booking starting then ends at 17:00',
    );
    // 13:00 + 8 h ends after the 20:00 close.
    expect((await book(serviceId, nextMonday(14), '13:00')).statusCode).toBe(422);
    // 17:00 + 8 h would end past midnight; 08:00–16:00 overlaps the day booked.
    const late = await book(serviceId, day, '17:00');
    expect(late.json().message).toBe('This service lasts 480 minutes: start early enough to end by midnight');
    expect((await book(serviceId, day, '08:00')).statusCode).toBe(409);
  });

  it('keeps the buffer free between two bookings of a service', async () => {
    const created = await as(
      'POST',
      '/v1/services/create',
      serviceBody({ name: 'Portrait', durationMinutes: 60, bufferMinutes: 30 }),
    );
    const serviceId = created.json().data.id as string;
    const day = nextMonday(21);
    expect((await book(serviceId, day, '10:00')).statusCode).toBe(201);
    const results: Record<string, number> = {};
    for (const start of ['08:45', '09:00', '09:30', '11:00', '11:15', '11:30']) {
      results[start] = (await book(serviceId, day, start)).statusCode;
    }
    // 10:00–11:00 with 30 minutes kept free on both sides: 09:00 (ends 10:00) and 11:15 are too close.
    expect(results).toEqual({
      '08:45': 409,
      '09:00': 409,
      '09:30': 409,
      '11:00': 409,
      '11:15': 409,
      '11:30': 201,
    });
    const { rows } = await t.pool.query(
      `SELECT start_hour, end_hour FROM bookings WHERE service_id = $1 ORDER BY start_hour`,
      [serviceId],
    );
    expect(rows).toEqual([
      { start_hour: '10:00', end_hour: '11:00' },
      { start_hour: '11:30', end_hour: '12:30' },
    ]);
  });

  it('puts every status change of a service and a product order on its timeline', async () => {
    const created = await as('POST', '/v1/services/create', serviceBody({ name: 'Session' }));
    const booked = await book(created.json().data.id, nextMonday(28), '10:00');
    const orderId = booked.json().data.id as string;
    await payOrder(t, booked.json().data);
    for (const status of ['PENDING', 'DELIVERED']) {
      expect((await as('PATCH', `/v1/order/${orderId}/status`, { status })).statusCode).toBe(200);
    }
    const timeline = (await getOrder(t, merchant, orderId)).json().data.timeline as {
      status: string;
      description: string;
    }[];
    expect(timeline.map((e) => e.status)).toEqual(['NOT_PAID', 'paid', 'PENDING', 'DELIVERED']);
    expect(timeline[3]!.description).toBe('Status changed from pending to delivered');

    // A change made by any other code path (here straight in the database) is recorded too.
    const product = await insertProduct(t, merchant);
    const order = await placeOrder(t, merchant, [{ productId: product.id, quantity: 1 }]);
    await t.pool.query(`UPDATE orders SET status = 'shipped' WHERE id = $1`, [order.id]);
    const productTimeline = (await getOrder(t, merchant, order.id)).json().data.timeline as {
      status: string;
    }[];
    expect(productTimeline.map((e) => e.status)).toEqual(['processing', 'paid', 'shipped']);
    console.log(
      `order timeline: service ${timeline.length} entries for a payment and 2 moves, product ${productTimeline.length} entries for 1 move`,
    );
  });
});
