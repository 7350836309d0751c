import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../src/config/env.ts';
import { createTestApp, productionEnv, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { listRoutes } from './openapi-routes.ts';

const RESET_LINK = /http:\/\/localhost:3000\/reset-password\?token=([\w-]+)/;

describe('configuration defaults', () => {
  it('keeps the outbox API off unless DEV_OUTBOX=true, and echoes mail to the console only for a local run', () => {
    expect(loadEnv({}).DEV_OUTBOX).toBe(false);
    expect(loadEnv({ DEV_OUTBOX: 'true' }).DEV_OUTBOX).toBe(true);
    // `npm start` on the embedded database: development, no DATABASE_URL.
    expect(loadEnv({}).MAIL_CONSOLE).toBe(true);
    expect(loadEnv({ DATABASE_URL: 'postgres://db.example.com/oja' }).MAIL_CONSOLE).toBe(false);
    expect(loadEnv({ NODE_ENV: 'test' }).MAIL_CONSOLE).toBe(false);
    expect(loadEnv(productionEnv()).MAIL_CONSOLE).toBe(false);
    expect(() => loadEnv({ ...productionEnv(), DEV_OUTBOX: 'true', MAIL_CONSOLE: 'true' })).toThrow(
      /DEV_OUTBOX: must not be true in production[\s\S]*MAIL_CONSOLE: must not be true in production/,
    );
    expect(() => loadEnv({ ALLOWED_HOSTS: 'shop.example.com, evil.example/x' })).toThrow(/ALLOWED_HOSTS/);
  });
});

describe('the default configuration (npm start)', () => {
  let t: TestApp;
  let merchant: TestMerchant;
  const printed: string[] = [];

  beforeAll(async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    // As `npm start` runs: development, DEV_OUTBOX and MAIL_CONSOLE unset (inject's Host stays allowed).
    t = await createTestApp({ NODE_ENV: 'development', DEV_OUTBOX: undefined, MAIL_CONSOLE: undefined });
    merchant = await createMerchant(t);
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await t?.close();
  });

  it("gives an outsider no way to read another account's email: after forgot-password the outbox API is not there", async () => {
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/forgot-password',
      payload: { email: merchant.email },
    });
    expect(forgot.statusCode).toBe(200);
    const read = await t.app.inject({ url: `/v1/dev/outbox?to=${encodeURIComponent(merchant.email)}` });
    expect(read.statusCode).toBe(404);
    const routes = await listRoutes(t.app);
    expect(routes.filter((r) => r.path.startsWith('/v1/dev/'))).toEqual([]);
    // The message is stored (the outbox transport) and shown only on the server's own console.
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM outbox WHERE "to" = $1', [
      merchant.email,
    ]);
    expect(rows[0].n).toBe(1);
    console.log(
      `dev outbox: GET /v1/dev/outbox → ${read.statusCode} in the default configuration; 0 /v1/dev routes in the OpenAPI document`,
    );
  });

  it('prints each email to the console, so a newcomer can still use the link', async () => {
    const mail = printed
      .join('')
      .split('✉')
      .find((text) => text.includes(merchant.email));
    expect(mail).toContain('Reset your Oja password');
    const token = mail?.match(RESET_LINK)?.[1];
    expect(token).toBeTruthy();
    const reset = await t.app.inject({
      method: 'POST',
      url: `/v1/auth/reset-password?token=${token}`,
      payload: { password: 'Lantern-Okra-2029', confirmPassword: 'Lantern-Okra-2029' },
    });
    expect(reset.statusCode).toBe(200);
  });
});
