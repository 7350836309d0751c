import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../src/db/schema/index.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, TEST_PASSWORD } from '../helpers/merchant.ts';

const ATTEMPTS = 500;
const ALLOWED = 10;

let t: TestApp;
suiteApp(async () => (t = await createTestApp()));

/** A login from a different claimed client every time: X-Forwarded-For and the socket address both rotate. */
const login = (email: string, password: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    remoteAddress: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
    headers: { 'x-forwarded-for': `203.0.${(i >> 8) & 255}.${i & 255}, 198.51.100.${i % 250}` },
    payload: { email, password },
  });

describe('login brute force', () => {
  it(`processes at most ${ALLOWED} of ${ATTEMPTS} wrong passwords from rotating addresses; the owner logs in after the window`, async () => {
    const m = await createMerchant(t);
    const statuses: number[] = [];
    for (let i = 0; i < ATTEMPTS; i += 25) {
      const batch = await Promise.all(
        Array.from({ length: 25 }, (_, j) => login(m.email, `wrong-guess-${i + j}`, i + j)),
      );
      statuses.push(...batch.map((r) => r.statusCode));
    }
    const processed = statuses.filter((s) => s === 401).length;
    const throttled = statuses.filter((s) => s === 429).length;
    console.log(
      `brute force: ${processed}/${ATTEMPTS} wrong passwords processed under rotating X-Forwarded-For, ${throttled} answered 429`,
    );
    expect(processed).toBeLessThanOrEqual(ALLOWED);
    expect(processed + throttled).toBe(ATTEMPTS);

    // Unknown and known emails read the same while being guessed.
    const unknown = await login('nobody-here@example.com', 'wrong-guess', 9_999);
    const known = await createMerchant(t);
    const wrong = await login(known.email, 'wrong-guess', 9_998);
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json().message).toBe(wrong.json().message);

    // Still locked for the right password inside the window; open again once the failures are older than it.
    expect((await login(m.email, TEST_PASSWORD, 1)).statusCode).toBe(429);
    await t.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - interval '15 minutes 1 second'` })
      .where(eq(loginAttempts.email, m.email));
    expect((await login(m.email, TEST_PASSWORD, 2)).statusCode).toBe(200);
  }, 60_000);
});
