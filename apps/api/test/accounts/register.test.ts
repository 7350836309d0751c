import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { login, onboarding, outbox, register } from './account-helpers.ts';

describe('POST /v1/auth/register', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('creates a seller at stage 0, level 1, unverified, logs it in and emails a code', async () => {
    const payload = onboarding({ email: 'Ngozi.Eze@Example.com' });
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/register', payload });
    expect(res.statusCode).toBe(201);
    const json = res.json();
    expect(json).toMatchObject({ code: 201, status: 'Success', message: 'Onboarding Successful' });
    expect(json.data.user).toMatchObject({
      email: 'ngozi.eze@example.com',
      firstName: 'Ada',
      lastName: 'Obi',
      username: payload.username,
      phone: '+2348035550101',
      role: 'seller',
      serviceType: 'product',
      businessName: 'Ada Crafts',
      category: 'Fashion',
      stage: 0,
      level: 1,
      verificationStatus: false,
      isEmailVerified: false,
      stageVerificationStatus: null,
      bank: null,
    });
    expect(res.body).not.toMatch(/passwordHash|argon2/);
    expect(res.headers['set-cookie']).toContain(`access-token=${json.data.tokens.access.token}`);

    const mail = await outbox(t, 'ngozi.eze@example.com');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toBe('Your Oja verification code');
    expect(mail[0]!.body).toMatch(/\b\d{6}\b/);

    const profile = await t.app.inject({
      method: 'GET',
      url: '/v1/users/profile',
      headers: { authorization: `Bearer ${json.data.tokens.access.token}` },
    });
    expect(profile.json().data.email).toBe('ngozi.eze@example.com');
  });

  it('makes a service provider of serviceType service', async () => {
    const { user } = await register(t, { serviceType: 'service' });
    expect(user.role).toBe('serviceProvider');
    expect(user.serviceType).toBe('service');
  });

  it('refuses a duplicate email or username with 409 and a clear message', async () => {
    const first = await register(t);
    const sameEmail = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: onboarding({ email: first.email.toUpperCase() }),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().message).toBe('An account with this email already exists');

    const sameUsername = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: onboarding({ username: first.username.toUpperCase() }),
    });
    expect(sameUsername.statusCode).toBe(409);
    expect(sameUsername.json().message).toBe('This username is already taken');
  });

  it('lets exactly one of many parallel registrations of one email through', async () => {
    const email = 'race@example.com';
    const results = await Promise.all(
      Array.from({ length: 6 }, () =>
        t.app.inject({ method: 'POST', url: '/v1/auth/register', payload: onboarding({ email }) }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
    const rows = await t.db.select().from(users).where(eq(users.email, email));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ password: 'short1!', confirmPassword: 'short1!' }, 'Password must be at least 8 characters'],
    [
      { password: 'x'.repeat(129), confirmPassword: 'x'.repeat(129) },
      'Password must be at most 128 characters',
    ],
    [{ confirmPassword: 'Something-else-1' }, 'Passwords do not match'],
    [{ email: 'not-an-email' }, 'Enter a valid email'],
    [{ serviceType: 'wholesale' }, 'Choose what your business offers'],
    [{ phone: 'call me' }, 'Enter a valid phone number'],
    [{ username: 'a' }, expect.stringContaining('Username must be')],
    [{ businessName: '' }, 'Enter your business name'],
  ])('answers 400 for bad onboarding data %o', async (change, message) => {
    const res = await t.app.inject({ method: 'POST', url: '/v1/auth/register', payload: onboarding(change) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(message);
  });

  it('keeps all 128 characters of a password (no truncation)', async () => {
    const password = `${'p'.repeat(100)}-${'q'.repeat(27)}`;
    expect(password).toHaveLength(128);
    const { email } = await register(t, { password, confirmPassword: password });
    expect((await login(t, email, password)).statusCode).toBe(200);
    expect((await login(t, email, password.slice(0, 72))).statusCode).toBe(401);
    expect((await login(t, email, `${password.slice(0, 127)}x`)).statusCode).toBe(401);
  });
});
