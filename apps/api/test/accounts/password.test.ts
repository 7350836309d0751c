import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { passwordResets } from '../../src/db/schema/index.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, TEST_PASSWORD } from '../helpers/merchant.ts';
import { bearer, login, outbox } from './account-helpers.ts';

const NEW_PASSWORD = 'Brand-New-Secret-42';

describe('forgot and reset password', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp({ PUBLIC_URL: 'https://oja.example' })));

  const forgot = (email: string) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email } });
  const reset = (token: string, password = NEW_PASSWORD) =>
    t.app.inject({
      method: 'POST',
      url: `/v1/auth/reset-password?token=${encodeURIComponent(token)}`,
      payload: { password, confirmPassword: password },
    });
  const resetToken = async (email: string) => {
    const [mail] = await outbox(t, email);
    const link = mail?.body.match(/https:\/\/oja\.example\/reset-password\?token=([\w-]+)/);
    if (!link) throw new Error('no reset link');
    return link[1]!;
  };

  it('answers the same whether or not the email exists; only a real account gets the link', async () => {
    const m = await createMerchant(t);
    const known = await forgot(m.email);
    const unknown = await forgot('no-such-user@example.com');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(
      'If an account exists for this email, a password reset link has been sent to it',
    );
    expect(await outbox(t, 'no-such-user@example.com')).toHaveLength(0);
    const [mail] = await outbox(t, m.email);
    expect(mail!.subject).toBe('Reset your Oja password');
  });

  it('uses a 256-bit token stored only as its hash, valid for one hour', async () => {
    const m = await createMerchant(t);
    await forgot(m.email);
    const token = await resetToken(m.email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, m.id));
    expect(row!.tokenHash.equals(createHash('sha256').update(token).digest())).toBe(true);
    expect(row!.tokenHash.toString('latin1')).not.toContain(token);
    const ttl = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(ttl).toBeGreaterThan(59 * 60_000);
    expect(ttl).toBeLessThanOrEqual(60 * 60_000 + 1000);
  });

  it('resets the password once, ends every session, and the new password logs in', async () => {
    const m = await createMerchant(t);
    const other = (await login(t, m.email, TEST_PASSWORD)).json().data.tokens.access.token;
    await forgot(m.email);
    const token = await resetToken(m.email);

    const res = await reset(token);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password reset successfully');
    for (const headers of [m.headers, bearer(other)]) {
      expect((await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers })).statusCode).toBe(401);
    }
    expect((await login(t, m.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, m.email, NEW_PASSWORD)).statusCode).toBe(200);

    const reused = await reset(token, 'Yet-Another-One-7');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This password reset link is invalid or has expired');
    expect((await login(t, m.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const m = await createMerchant(t);
    await forgot(m.email);
    const token = await resetToken(m.email);
    await t.db
      .update(passwordResets)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResets.userId, m.id));
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This password reset link is invalid or has expired');
    expect((await login(t, m.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses an unknown token, and retires an older link when a new one is sent', async () => {
    expect((await reset('A'.repeat(43))).statusCode).toBe(400);
    const m = await createMerchant(t);
    await forgot(m.email);
    const first = await resetToken(m.email);
    await forgot(m.email);
    const second = await resetToken(m.email);
    expect(second).not.toBe(first);
    expect((await reset(first)).statusCode).toBe(400);
    expect((await reset(second)).statusCode).toBe(200);
  });

  it('lets one of two parallel uses of a token win', async () => {
    const m = await createMerchant(t);
    await forgot(m.email);
    const token = await resetToken(m.email);
    const results = await Promise.all([reset(token, 'Parallel-One-111'), reset(token, 'Parallel-Two-222')]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
  });

  it('validates the new password and the token parameter', async () => {
    const short = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password?token=abc',
      payload: { password: 'short' },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Password must be at least 8 characters');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/reset-password',
      payload: { password: NEW_PASSWORD },
    });
    expect(missing.statusCode).toBe(400);
  });
});

describe('PUT /v1/users/changepassword', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/v1/users/changepassword', headers, payload });

  it('refuses a wrong current password with 401 Incorrect email or password and keeps the session', async () => {
    const m = await createMerchant(t);
    const res = await change(m.headers, { oldPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe('Incorrect email or password');
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: m.headers })).statusCode,
    ).toBe(200);
  });

  it('changes the password and revokes every token, the current one included', async () => {
    const m = await createMerchant(t);
    const other = (await login(t, m.email, TEST_PASSWORD)).json().data.tokens.access.token;
    const res = await change(m.headers, {
      oldPassword: TEST_PASSWORD,
      newPassword: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Password changed successfully');
    expect(String(res.headers['set-cookie'])).toMatch(/^access-token=;/);
    for (const headers of [m.headers, bearer(other)]) {
      expect((await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers })).statusCode).toBe(401);
    }
    expect((await login(t, m.email, TEST_PASSWORD)).statusCode).toBe(401);
    expect((await login(t, m.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('accepts currentPassword as another name for oldPassword', async () => {
    const m = await createMerchant(t);
    const res = await change(m.headers, { currentPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: NEW_PASSWORD }, 'Enter your current password'],
    [{ oldPassword: TEST_PASSWORD, newPassword: 'short' }, 'Password must be at least 8 characters'],
    [
      { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: 'other-thing' },
      'Passwords do not match',
    ],
    [
      { oldPassword: TEST_PASSWORD, newPassword: TEST_PASSWORD },
      'The new password must be different from the current one',
    ],
  ])('answers 400 for %o', async (payload, message) => {
    const m = await createMerchant(t);
    const res = await change(m.headers, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('needs a session', async () => {
    const res = await change({}, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(401);
  });

  it('counts wrong current passwords towards the account throttle', async () => {
    const m = await createMerchant(t);
    for (let i = 0; i < 10; i++)
      await change(m.headers, { oldPassword: `guess-${i}-guess`, newPassword: NEW_PASSWORD });
    const res = await change(m.headers, { oldPassword: TEST_PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});
