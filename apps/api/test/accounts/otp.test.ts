import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { otps } from '../../src/db/schema/index.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { bearer, latestCode, otherCode, outbox, register } from './account-helpers.ts';

describe('email verification with a one-time code', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  const verify = (token: string, otp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/verify-otp-email',
      headers: bearer(token),
      payload: { otp },
    });
  const resend = (token: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/send-otp-verification-email', headers: bearer(token) });

  it('verifies the email with the code from the outbox, once', async () => {
    const { email, token } = await register(t);
    const code = await latestCode(t, email);
    const res = await verify(token, code);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Email verified successfully',
      data: { isEmailVerified: true },
    });

    const again = await verify(token, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This code has already been used. Request a new one.');
    expect((await resend(token)).statusCode).toBe(409);
  });

  it('accepts the code as ?token= too, and needs a session', async () => {
    const { email, token } = await register(t);
    const code = await latestCode(t, email);
    const anonymous = await t.app.inject({ method: 'POST', url: `/v1/auth/verify-otp-email?token=${code}` });
    expect(anonymous.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'POST',
      url: `/v1/auth/verify-otp-email?token=${code}`,
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
  });

  it('stores only a salted hash of a 6-digit code', async () => {
    const { email } = await register(t);
    const code = await latestCode(t, email);
    expect(code).toMatch(/^\d{6}$/);
    const [row] = await t.db.select().from(otps).where(eq(otps.address, email));
    expect(row!.codeHash).toHaveLength(32);
    expect(row!.codeHash.toString('latin1')).not.toContain(code);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeGreaterThan(9.9 * 60_000);
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBeLessThanOrEqual(10 * 60_000 + 1000);
  });

  it('refuses an expired code', async () => {
    const { email, token } = await register(t);
    const code = await latestCode(t, email);
    await t.db
      .update(otps)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(otps.address, email));
    const res = await verify(token, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This code has expired. Request a new one.');
  });

  it('refuses the 6th try after 5 wrong codes, even with the right code; a new code works', async () => {
    const { email, token } = await register(t);
    const code = await latestCode(t, email);
    for (let i = 0; i < 5; i++) {
      const wrong = await verify(token, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Incorrect code');
    }
    const sixth = await verify(token, code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().message).toBe('Too many wrong attempts. Request a new code.');

    expect((await resend(token)).json().message).toBe('A verification code has been sent to your email');
    const fresh = await latestCode(t, email);
    expect((await verify(token, fresh)).statusCode).toBe(200);
  });

  it('counts parallel wrong guesses one by one: exactly 5 are judged, the rest locked out', async () => {
    const { email, token } = await register(t);
    const code = await latestCode(t, email);
    const results = await Promise.all(Array.from({ length: 20 }, () => verify(token, otherCode(code))));
    const messages = results.map((r) => r.json().message);
    expect(messages.filter((m) => m === 'Incorrect code')).toHaveLength(5);
    expect(messages.filter((m) => m === 'Too many wrong attempts. Request a new code.')).toHaveLength(15);
  });

  it('only the newest code counts', async () => {
    const { email, token } = await register(t);
    const first = await latestCode(t, email);
    await resend(token);
    const second = await latestCode(t, email);
    if (first !== second) expect((await verify(token, first)).statusCode).toBe(400);
    expect((await verify(token, second)).statusCode).toBe(200);
  });

  it('limits sends to 5 per address per hour with 429 and Retry-After', async () => {
    const { email, token } = await register(t); // the registration sent the first code
    for (let i = 0; i < 4; i++) expect((await resend(token)).statusCode).toBe(200);
    const limited = await resend(token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many codes requested for this address\. Try again in (59|60) minutes\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(3500);
    expect(await outbox(t, email)).toHaveLength(5);

    // An hour later the oldest send has left the window.
    await t.db
      .update(otps)
      .set({ createdAt: sql`${otps.createdAt} - interval '61 minutes'` })
      .where(eq(otps.address, email));
    expect((await resend(token)).statusCode).toBe(200);
  });

  it('holds the send limit under parallel requests', async () => {
    const { email, token } = await register(t);
    const results = await Promise.all(Array.from({ length: 10 }, () => resend(token)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(4);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(6);
    expect(await outbox(t, email)).toHaveLength(5);
  });

  it('rejects a malformed code with 400', async () => {
    const { token } = await register(t);
    const res = await verify(token, '12ab56');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Enter the 6-digit code');
  });
});
