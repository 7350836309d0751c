import { createHash, createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadEnv } from '../../src/config/env.ts';
import { loggerOptions } from '../../src/lib/logger.ts';
import { TEST_ENV, TEST_ORIGIN } from '../helpers/app.ts';
import { createTestPool } from '../helpers/database.ts';
import { latestCode, onboarding, outbox } from '../accounts/account-helpers.ts';

/** Every line the app logs, at the most verbose level. */
const lines: string[] = [];
let app: FastifyInstance;
let pool: pg.Pool;
let dataDir: string;
let requests = 0;
/** Each secret the journey issues or sends, by what it is. */
const secrets = new Map<string, string>();

beforeAll(async () => {
  ({ pool } = await createTestPool());
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'oja-log-secrets-'));
  const env = loadEnv({
    ...TEST_ENV,
    LOG_LEVEL: 'trace',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'https://oja.example',
  });
  app = await buildApp({
    env,
    pool,
    logger: loggerOptions('trace', { write: (line) => void lines.push(line) }),
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await pool?.end();
  rmSync(dataDir, { recursive: true, force: true });
});

const call = async (options: InjectOptions) => {
  requests += 1;
  return app.inject(options);
};
const remember = (name: string, value: string) => {
  secrets.set(name, value);
  return value;
};
/** A session token as the database keeps it (SHA-256), in the encodings a log could show. */
const rememberToken = (name: string, token: string) => {
  remember(name, token);
  const digest = createHash('sha256').update(token).digest();
  remember(`${name} sha256 hex`, digest.toString('hex'));
  remember(`${name} sha256 base64`, digest.toString('base64'));
  return token;
};

/**
 * Short numeric secrets (OTPs, the PIN) would match inside timestamps or UUIDs, so they count only as a
 * whole value: not next to a letter, digit or hyphen.
 */
const found = (line: string, value: string) =>
  /^\d{1,8}$/.test(value)
    ? new RegExp(`(?<![\\w-])${value}(?![\\w-])`).test(line)
    : line.includes(value) || line.includes(encodeURIComponent(value));

describe('no secret in any log line', () => {
  it('drives the account and wallet journey at trace level and finds no secret in the logs', async () => {
    const t = { app } as Parameters<typeof outbox>[0];
    const password = remember('registration password', `Reg-${randomBytes(6).toString('hex')}-Pw`);
    const signup = onboarding({ password, confirmPassword: password });
    const registered = await call({ method: 'POST', url: '/v1/auth/register', payload: signup });
    expect(registered.statusCode).toBe(201);
    const first = rememberToken('registration token', registered.json().data.tokens.access.token);
    const bearer = { authorization: `Bearer ${first}` };
    remember('registration OTP', await latestCode(t, signup.email));

    // OTP: sent again, then verified once in the body and once as ?token= (the product's emailed-link form).
    expect(
      (await call({ method: 'POST', url: '/v1/auth/send-otp-verification-email', headers: bearer }))
        .statusCode,
    ).toBe(200);
    const otp = remember('OTP', await latestCode(t, signup.email));
    const wrong = remember('wrong OTP', String((Number(otp) + 1) % 1_000_000).padStart(6, '0'));
    await call({ method: 'POST', url: `/v1/auth/verify-otp-email?token=${wrong}`, headers: bearer });
    const verified = await call({
      method: 'POST',
      url: '/v1/auth/verify-otp-email',
      headers: bearer,
      payload: { otp },
    });
    expect(verified.statusCode).toBe(200);

    const loggedIn = await call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: signup.email, password },
    });
    expect(loggedIn.statusCode).toBe(200);
    const cookie = {
      cookie: `access-token=${rememberToken('login token', loggedIn.json().data.tokens.access.token)}`,
      origin: TEST_ORIGIN,
    };
    expect((await call({ method: 'GET', url: '/v1/users/profile', headers: cookie })).statusCode).toBe(200);
    expect((await call({ method: 'GET', url: '/v1/users/profile', headers: bearer })).statusCode).toBe(200);
    const customer = { name: 'Bola Ade', email: 'bola@example.com', phone: '+2348031234567' };
    expect(
      (await call({ method: 'POST', url: '/v1/users/customer', headers: cookie, payload: customer }))
        .statusCode,
    ).toBe(201);

    // Refusals: a made-up token, a bad body carrying a password, a body that is not JSON.
    const forged = rememberToken('forged token', randomBytes(32).toString('base64url'));
    expect(
      (
        await call({
          method: 'GET',
          url: '/v1/users/profile',
          headers: { authorization: `Bearer ${forged}` },
        })
      ).statusCode,
    ).toBe(401);
    const badPassword = remember('password in a bad body', `Bad-${randomBytes(6).toString('hex')}-Pw`);
    const bad = {
      ...onboarding({ password: badPassword, confirmPassword: badPassword }),
      email: 'not-an-email',
    };
    expect((await call({ method: 'POST', url: '/v1/auth/register', payload: bad })).statusCode).toBe(400);
    const notJson = remember('password in malformed JSON', `Raw-${randomBytes(6).toString('hex')}-Pw`);
    const malformed = await call({
      method: 'POST',
      url: '/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"email":"a@example.com","password":"${notJson}"`,
    });
    expect(malformed.statusCode).toBe(400);
    const wrongLogin = remember('wrong login password', `Wrong-${randomBytes(6).toString('hex')}`);
    expect(
      (
        await call({
          method: 'POST',
          url: '/v1/auth/login',
          payload: { email: signup.email, password: wrongLogin },
        })
      ).statusCode,
    ).toBe(401);

    // Transaction PIN: set, then used on a withdrawal (refused for want of a bank account, after the PIN).
    const pin = remember('PIN', '7391');
    expect(
      (await call({ method: 'PUT', url: '/v1/wallet/pin', headers: cookie, payload: { pin } })).statusCode,
    ).toBe(200);
    const debit = await call({
      method: 'POST',
      url: '/v1/wallet/debit',
      headers: { ...cookie, 'idempotency-key': `key-${randomBytes(8).toString('hex')}` },
      payload: { amount: 5, pin, currency: 'NGN' },
    });
    expect(debit.statusCode).toBe(422);

    // A webhook with a forged signature.
    const signature = remember(
      'webhook signature',
      createHmac('sha512', randomBytes(16)).update('{}').digest('hex'),
    );
    const hook = await call({
      method: 'POST',
      url: '/v1/payments/webhook',
      headers: { 'x-paystack-signature': signature },
      payload: { event: 'charge.success', data: { reference: 'x' } },
    });
    expect(hook.statusCode).toBeGreaterThanOrEqual(400);

    // Forgotten password: the reset token travels in the URL as docs/product/routes.md#api has it; then a change of password.
    expect(
      (await call({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email: signup.email } }))
        .statusCode,
    ).toBe(200);
    const [mail] = await outbox(t, signup.email);
    const resetToken = rememberToken('reset token', mail!.body.match(/reset-password\?token=([\w-]+)/)![1]!);
    const reset = remember('reset password', `Reset-${randomBytes(6).toString('hex')}-Pw`);
    const resetDone = await call({
      method: 'POST',
      url: `/v1/auth/reset-password?token=${resetToken}`,
      payload: { password: reset, confirmPassword: reset },
    });
    expect(resetDone.statusCode).toBe(200);
    const again = await call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: signup.email, password: reset },
    });
    const third = rememberToken('token after reset', again.json().data.tokens.access.token);
    const changed = remember('changed password', `Change-${randomBytes(6).toString('hex')}-Pw`);
    const change = await call({
      method: 'PUT',
      url: '/v1/users/changepassword',
      headers: { authorization: `Bearer ${third}` },
      payload: { oldPassword: reset, newPassword: changed, confirmPassword: changed },
    });
    expect(change.statusCode).toBe(200);
    expect(
      (await call({ method: 'GET', url: '/v1/users/profile', headers: { authorization: `Bearer ${third}` } }))
        .statusCode,
    ).toBe(401);
    const last = await call({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: signup.email, password: changed },
    });
    const lastToken = rememberToken('last token', last.json().data.tokens.access.token);
    expect(
      (
        await call({
          method: 'POST',
          url: '/v1/auth/logout',
          headers: { authorization: `Bearer ${lastToken}` },
        })
      ).statusCode,
    ).toBe(200);

    const leaks = lines.flatMap((line) =>
      [...secrets]
        .filter(([, value]) => found(line, value))
        .map(([name]) => `${name}: ${line.slice(0, 300)}`),
    );
    const withUrl = lines.filter((line) => line.includes('"url":')).length;
    console.log(
      `log secrets: ${lines.length} log lines from ${requests} requests searched, ${leaks.length} secrets ` +
        `(${secrets.size} secret values, ${withUrl} lines with a URL)`,
    );
    expect(lines.length).toBeGreaterThanOrEqual(requests * 2);
    expect(lines.some((line) => line.includes('token=[redacted]'))).toBe(true);
    expect(leaks).toEqual([]);
  });
});
