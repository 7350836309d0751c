import { DEFAULT_BOOKING_RULES } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createMoneyApp } from '../orders/money-helpers.ts';
import { putRules } from './booking-test-helpers.ts';

/** The merchant's rules for buyers' booking changes: defaults, a whole replacement, specific refusals. */
describe('booking rules', () => {
  let t: TestApp;
  let m: TestMerchant;
  let other: TestMerchant;
  beforeAll(async () => {
    t = await createMoneyApp();
    m = await createMerchant(t);
    other = await createMerchant(t);
  });
  afterAll(() => t.close());

  const get = (who: TestMerchant) =>
    t.app.inject({ method: 'GET', url: '/v1/booking-rules', headers: who.headers });

  it('starts at the defaults, saves a whole set and keeps it to the merchant', async () => {
    expect((await get(m)).json().data).toEqual(DEFAULT_BOOKING_RULES);
    expect(DEFAULT_BOOKING_RULES).toEqual({
      rescheduleAllowed: true,
      rescheduleNoticeHours: 24,
      maxReschedules: 2,
      cancelAllowed: true,
      cancelNoticeHours: 24,
    });
    const rules = {
      rescheduleAllowed: true,
      rescheduleNoticeHours: 12,
      maxReschedules: 3,
      cancelAllowed: false,
      cancelNoticeHours: 48,
    };
    const saved = await putRules(t, m, rules);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toEqual(rules);
    expect((await get(m)).json().data).toEqual(rules);
    expect((await putRules(t, m, rules)).json().data).toEqual(rules);
    expect((await get(other)).json().data).toEqual(DEFAULT_BOOKING_RULES);
  });

  it('refuses a bad rule with a specific message and changes nothing', async () => {
    const before = (await get(m)).json().data;
    const cases: [Record<string, unknown>, string][] = [
      [{ ...before, maxReschedules: 0 }, 'The number of reschedules must be a whole number from 1 to 10'],
      [{ ...before, maxReschedules: 11 }, 'The number of reschedules must be a whole number from 1 to 10'],
      [{ ...before, cancelNoticeHours: -1 }, 'The notice must be a whole number of hours from 0 to 720'],
      [{ ...before, rescheduleNoticeHours: 1.5 }, 'The notice must be a whole number of hours from 0 to 720'],
      [{ ...before, rescheduleNoticeHours: 721 }, 'The notice must be a whole number of hours from 0 to 720'],
    ];
    for (const [body, message] of cases) {
      const res = await putRules(t, m, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const { cancelAllowed: _dropped, ...missing } = before;
    expect((await putRules(t, m, missing)).statusCode).toBe(400);
    expect((await get(m)).json().data).toEqual(before);
  });

  it('is the signed-in merchant’s only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/booking-rules' })).statusCode).toBe(401);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/v1/booking-rules',
      payload: DEFAULT_BOOKING_RULES,
    });
    expect(put.statusCode).toBe(401);
  });
});
