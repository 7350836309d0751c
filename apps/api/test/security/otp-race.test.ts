import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { bearer, latestCode, register } from '../accounts/account-helpers.ts';

const RACERS = 50;

let t: TestApp;
suiteApp(async () => (t = await createTestApp()));

describe('one-time code race', () => {
  it(`accepts exactly one of ${RACERS} concurrent submissions of the right code, and no replay`, async () => {
    const { email, token } = await register(t);
    const code = await latestCode(t, email);
    const verify = () =>
      t.app.inject({
        method: 'POST',
        url: '/v1/auth/verify-otp-email',
        headers: bearer(token),
        payload: { otp: code },
      });
    const results = await Promise.all(Array.from({ length: RACERS }, verify));
    const successes = results.filter((r) => r.statusCode === 200).length;
    const errors = results.filter((r) => r.statusCode >= 500).length;
    console.log(`otp race: ${successes}/${RACERS} concurrent right codes accepted, ${errors} 5xx`);
    expect(successes).toBe(1);
    expect(errors).toBe(0);
    expect((await verify()).statusCode).toBe(400);
  });
});
