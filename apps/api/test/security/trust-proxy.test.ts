import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { onboarding } from '../accounts/account-helpers.ts';

/**
 * Behind a load balancer named in TRUST_PROXY, the limits per client address count the client the
 * balancer forwards for; a client connecting directly cannot name another address.
 */
const SIGNUPS = 2;
const BALANCER = '10.0.0.5';

describe('sign-ups per client address behind a trusted balancer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      SIGNUPS_PER_ADDRESS: String(SIGNUPS),
      SIGNUP_WINDOW_MINUTES: '60',
      TRUST_PROXY: `${BALANCER},10.1.0.0/16`,
    });
  });
  afterAll(() => t?.close());

  const register = async (remoteAddress: string, forwardedFor: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/v1/auth/register',
        remoteAddress,
        headers: { 'x-forwarded-for': forwardedFor },
        payload: onboarding(),
      })
    ).statusCode;

  it('counts each forwarded client on its own, and refuses one client past its limit', async () => {
    const first = [];
    for (let i = 0; i < SIGNUPS + 1; i++) first.push(await register(BALANCER, '198.51.100.1'));
    expect(first).toEqual([...Array(SIGNUPS).fill(201), 429]);
    // Other clients behind the same balancer (or another balancer of the trusted range) still sign up.
    expect(await register(BALANCER, '198.51.100.2')).toBe(201);
    expect(await register('10.1.4.4', '198.51.100.3')).toBe(201);
  });

  it('believes no X-Forwarded-For from an address outside TRUST_PROXY', async () => {
    const answers = [];
    for (let i = 0; i < SIGNUPS + 1; i++) answers.push(await register('203.0.113.50', `192.0.2.${i + 10}`));
    expect(answers).toEqual([...Array(SIGNUPS).fill(201), 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses a value that is not a list of addresses or ranges', async () => {
    await expect(createTestApp({ TRUST_PROXY: 'everyone' })).rejects.toThrow(/TRUST_PROXY/);
  });
});
