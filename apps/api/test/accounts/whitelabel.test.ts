import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { bearer, latestCode, onboarding, otherCode, outbox } from './account-helpers.ts';

describe('white-label onboarding: /v1/auth/{product}/…', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });

  it('lists the white-label clients seeded by migration', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/users/get-all-whitelabelclients' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        { id: 'marketsqr', slug: 'marketsqr', name: 'MarketSqr' },
        { id: 'oja', slug: 'oja', name: 'Oja Marketplace' },
      ]),
    );
  });

  it.each([
    ['register', onboarding()],
    ['send-otp-to-email', { email: 'a@example.com' }],
    ['send-otp-to-phone', { phone: '+2348031112222' }],
    ['username-verification', { username: 'someone' }],
    ['verify-email-otp', { email: 'a@example.com', otp: '123456' }],
  ])('answers 404 for an unknown client on %s', async (action, payload) => {
    const res = await post(`/v1/auth/no-such-client/${action}`, payload);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('White-label client not found');
  });

  it('verifies an email before the account exists, then registers it as verified without a new code', async () => {
    const email = 'funmi@example.com';
    const sent = await post('/v1/auth/marketsqr/send-otp-to-email', { email: 'Funmi@Example.com' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({
      message: 'A verification code has been sent to your email',
      data: { address: email, expiresInSeconds: 600 },
    });
    const code = await latestCode(t, email);

    const wrong = await post('/v1/auth/marketsqr/verify-email-otp', { email, otp: otherCode(code) });
    expect(wrong.statusCode).toBe(400);
    const verified = await post('/v1/auth/marketsqr/verify-email-otp', { email, otp: code });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data).toEqual({ channel: 'email', address: email, verified: true });
    expect((await post('/v1/auth/marketsqr/verify-email-otp', { email, otp: code })).statusCode).toBe(400);

    await post('/v1/auth/marketsqr/send-otp-to-phone', { phone: '+2348099990000' });
    const phoneCode = await latestCode(t, '+2348099990000');
    const phoneCheck = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/verify-details',
      payload: { phone: '+234 809 999 0000', otp: phoneCode },
    });
    expect(phoneCheck.statusCode).toBe(200);

    const res = await post(
      '/v1/auth/marketsqr/register',
      onboarding({ email, phone: '+2348099990000', serviceType: 'service' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Onboarding Successful');
    expect(res.json().data.user).toMatchObject({
      email,
      isEmailVerified: true,
      isPhoneVerified: true,
      role: 'serviceProvider',
    });
    expect(res.headers['set-cookie']).toContain('access-token=');
    expect(await outbox(t, email)).toHaveLength(1);
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row!.whitelabelClient).toBe('marketsqr');
  });

  it('an unverified email is registered unverified and gets a code', async () => {
    const payload = onboarding();
    const res = await post('/v1/auth/oja/register', payload);
    expect(res.statusCode).toBe(201);
    expect(res.json().data.user.isEmailVerified).toBe(false);
    expect(await outbox(t, payload.email)).toHaveLength(1);
  });

  it('tells whether a username is free', async () => {
    await createMerchant(t, { username: 'lagos-kicks' });
    const taken = await post('/v1/auth/marketsqr/username-verification', { username: 'Lagos-Kicks' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({
      message: 'This username is already taken',
      data: { username: 'lagos-kicks', available: false },
    });
    const free = await post('/v1/auth/marketsqr/username-verification', { username: 'abuja-kicks' });
    expect(free.json()).toMatchObject({ message: 'Username is available', data: { available: true } });
    const bad = await post('/v1/auth/marketsqr/username-verification', { username: '!!' });
    expect(bad.statusCode).toBe(400);
  });

  it('texts a phone code to the outbox as an SMS record, and PUT /v1/auth/verify-details confirms it', async () => {
    const m = await createMerchant(t, { phone: '+2348061234567' });
    const sent = await post('/v1/auth/marketsqr/send-otp-to-phone', { phone: '+234 806-123-4567' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.address).toBe('+2348061234567');
    const [sms] = await outbox(t, '+2348061234567');
    expect(sms).toMatchObject({ channel: 'sms', subject: '' });
    const code = sms!.body.match(/\b(\d{6})\b/)![1]!;

    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/verify-details',
      headers: m.headers,
      payload: { phone: '+2348061234567', otp: code },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Details verified successfully',
      data: { channel: 'phone', verified: true },
    });
    const profile = await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: m.headers });
    expect(profile.json().data.isPhoneVerified).toBe(true);
  });

  it('verify-details confirms an email address too, and refuses a body with both or neither', async () => {
    const reg = await post('/v1/auth/register', onboarding({ email: 'tobi@example.com' }));
    const token = reg.json().data.tokens.access.token;
    const code = await latestCode(t, 'tobi@example.com');
    const both = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/verify-details',
      payload: { email: 'tobi@example.com', phone: '+2348000000000', otp: code },
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toBe('Give either an email or a phone number');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/v1/auth/verify-details',
      payload: { email: 'tobi@example.com', otp: code },
    });
    expect(res.statusCode).toBe(200);
    const profile = await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers: bearer(token) });
    expect(profile.json().data.isEmailVerified).toBe(true);
  });

  it('rate-limits code sends per phone number', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post('/v1/auth/oja/send-otp-to-phone', { phone: '+447700900123' })).statusCode).toBe(200);
    }
    const limited = await post('/v1/auth/oja/send-otp-to-phone', { phone: '+44 7700 900123' });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
