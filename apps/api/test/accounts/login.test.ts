import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loginAttempts } from '../../src/db/schema/index.ts';
import { createTestApp, errorPaths, suiteApp, TEST_ORIGIN, type TestApp } from '../helpers/app.ts';
import { createMerchant, TEST_PASSWORD } from '../helpers/merchant.ts';
import { bearer, login, setCookie } from './account-helpers.ts';

describe('POST /v1/auth/login and /v1/auth/logout', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  const profile = (headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url: '/v1/users/profile', headers });

  it('answers { user, tokens.access } and sets the access-token cookie with the SPEC flags', async () => {
    const m = await createMerchant(t, { email: 'kemi@example.com', role: 'seller', serviceType: 'product' });
    const res = await login(t, 'Kemi@Example.com ', TEST_PASSWORD);
    expect(res.statusCode).toBe(200);
    const { data, message } = res.json();
    expect(message).toBe('Login successful');
    expect(data.user).toMatchObject({ id: m.id, email: 'kemi@example.com', role: 'seller' });
    expect(res.body).not.toMatch(/passwordHash|\$argon2/);
    const { token, expires } = data.tokens.access;
    expect(token).toMatch(/^[\w-]{43}$/); // 256 random bits
    const expiresAt = new Date(expires).getTime();
    expect(expiresAt - Date.now()).toBeGreaterThan(t.env.SESSION_TTL_HOURS * 3_600_000 - 60_000);

    const cookie = setCookie(res);
    expect(cookie).toMatch(new RegExp(`^access-token=${token};`));
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    const cookieExpiry = cookie.match(/Expires=([^;]+)/)?.[1];
    expect(Math.abs(new Date(cookieExpiry!).getTime() - expiresAt)).toBeLessThan(1000);

    expect((await profile({ cookie: `access-token=${token}` })).statusCode).toBe(200);
    expect((await profile(bearer(token))).statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email alike: 401 Incorrect email or password', async () => {
    const m = await createMerchant(t);
    const wrongPassword = await login(t, m.email, 'Not-the-password-1');
    const unknownEmail = await login(t, 'nobody-here@example.com', TEST_PASSWORD);
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        code: 401,
        status: 'Failed',
        message: 'Incorrect email or password',
        data: null,
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });

  it('costs as much for an unknown email as for a wrong password (the decoy hash)', async () => {
    const m = await createMerchant(t);
    // CPU time of this process (argon2 runs on its thread pool) is what the decoy equalises; unlike
    // wall-clock time it is barely disturbed by other test files running on the same machine.
    const cost = async (email: string) => {
      const cpu = process.cpuUsage();
      const started = performance.now();
      await login(t, email, 'Wrong-password-9');
      const used = process.cpuUsage(cpu);
      return { cpu: (used.user + used.system) / 1000, wall: performance.now() - started };
    };
    await cost(m.email); // warm-up, not measured
    const known: Array<{ cpu: number; wall: number }> = [];
    const unknown: Array<{ cpu: number; wall: number }> = [];
    // 8 + 1 failures stay under the throttle's 10, so every attempt really checks a password.
    for (let i = 0; i < 8; i++) {
      known.push(await cost(m.email));
      unknown.push(await cost(`ghost-${i}@example.com`));
    }
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const cpu = { known: median(known.map((x) => x.cpu)), unknown: median(unknown.map((x) => x.cpu)) };
    const wall = { known: median(known.map((x) => x.wall)), unknown: median(unknown.map((x) => x.wall)) };
    console.log(
      `login cost (median of 8): wrong password ${cpu.known.toFixed(1)} ms CPU / ${wall.known.toFixed(1)} ms wall, ` +
        `unknown email ${cpu.unknown.toFixed(1)} ms CPU / ${wall.unknown.toFixed(1)} ms wall`,
    );
    // Without the decoy an unknown email costs a few ms of CPU against argon2's tens of ms.
    expect(cpu.unknown / cpu.known).toBeGreaterThan(0.6);
    expect(cpu.unknown / cpu.known).toBeLessThan(1.6);
  });

  it('throttles an account after 10 failures in 15 minutes: 429 with Retry-After, even for the right password', async () => {
    const m = await createMerchant(t);
    for (let i = 0; i < 10; i++)
      expect((await login(t, m.email, `wrong-${i}-password`)).statusCode).toBe(401);
    const blocked = await login(t, m.email, TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed login attempts\. Try again in (14|15) minutes\.$/,
    );
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another account is not affected.
    const other = await createMerchant(t);
    expect((await login(t, other.email, TEST_PASSWORD)).statusCode).toBe(200);

    // Once the failures are older than 15 minutes, the right password works again and clears them.
    await t.db
      .update(loginAttempts)
      .set({ createdAt: sql`${loginAttempts.createdAt} - interval '15 minutes 1 second'` })
      .where(eq(loginAttempts.email, m.email));
    expect((await login(t, m.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect(await t.db.select().from(loginAttempts).where(eq(loginAttempts.email, m.email))).toHaveLength(0);
  });

  it('throttles unknown emails the same way, so the throttle reveals nothing', async () => {
    for (let i = 0; i < 10; i++)
      expect((await login(t, 'ghost@example.com', `guess-${i}-xx`)).statusCode).toBe(401);
    expect((await login(t, 'ghost@example.com', 'guess-10-xx')).statusCode).toBe(429);
  });

  it('counts parallel guesses: of 25 at once, exactly 10 are checked', async () => {
    const m = await createMerchant(t);
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => login(t, m.email, `parallel-guess-${i}`)),
    );
    expect(results.filter((r) => r.statusCode === 401)).toHaveLength(10);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(15);
  });

  it('a successful login resets the failure count', async () => {
    const m = await createMerchant(t);
    for (let i = 0; i < 9; i++) await login(t, m.email, `wrong-${i}-password`);
    expect((await login(t, m.email, TEST_PASSWORD)).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) expect((await login(t, m.email, `wrong-${i}-password`)).statusCode).toBe(401);
    expect((await login(t, m.email, TEST_PASSWORD)).statusCode).toBe(200);
  });

  it('rejects malformed input with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { email: 'x', password: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toEqual(['body.email', 'body.password']);
  });

  it('logout revokes the token on the server and clears the cookie', async () => {
    const m = await createMerchant(t);
    const token = (await login(t, m.email, TEST_PASSWORD)).json().data.tokens.access.token;
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/logout',
      headers: { cookie: `access-token=${token}`, origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Logged out successfully!');
    const cookie = setCookie(res);
    expect(cookie).toMatch(/^access-token=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    const after = await profile(bearer(token));
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Please authenticate');
    // Other sessions of the same user live on.
    expect((await profile(m.headers)).statusCode).toBe(200);
    // Logging out again with the dead token is refused.
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/auth/logout', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });
});
