import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { issueSession } from '../../src/modules/sessions/index.ts';
import { createTestApp, errorPaths, suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';

describe('PUT /v1/users/theme', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  const profile = async (headers: Record<string, string>) =>
    (await t.app.inject({ method: 'GET', url: '/v1/users/profile', headers })).json().data;
  const putTheme = (headers: Record<string, string>, payload: { theme: string }) =>
    t.app.inject({ method: 'PUT', url: '/v1/users/theme', headers, payload });

  it('starts on the system theme, and a chosen one follows the user to another device', async () => {
    const m = await createMerchant(t);
    expect((await profile(m.headers)).theme).toBe('system');

    const res = await putTheme(m.headers, { theme: 'dark' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.theme).toBe('dark');

    // Another device: a second session of the same user.
    const { token } = await issueSession(t.db, m.id, 24);
    expect((await profile({ authorization: `Bearer ${token}` })).theme).toBe('dark');
  });

  it('is a preference, not a profile edit: the profile version stays, so an open profile form saves', async () => {
    const m = await createMerchant(t);
    const before = await profile(m.headers);
    await putTheme(m.headers, { theme: 'light' });
    await putTheme(m.headers, { theme: 'light' });
    const after = await profile(m.headers);
    expect(after.theme).toBe('light');
    expect(after.version).toBe(before.version);
  });

  it('refuses a theme it does not know with a 400 naming the field, and changes nothing', async () => {
    const m = await createMerchant(t);
    await putTheme(m.headers, { theme: 'dark' });
    const res = await putTheme(m.headers, { theme: 'sepia' });
    expect(res.statusCode).toBe(400);
    expect(errorPaths(res)).toContain('body.theme');
    const [row] = await t.db.select({ theme: users.theme }).from(users).where(eq(users.id, m.id));
    expect(row!.theme).toBe('dark');
  });

  it('needs a session', async () => {
    expect((await putTheme({}, { theme: 'dark' })).statusCode).toBe(401);
  });

  it('keeps only the three themes in the database too', async () => {
    const m = await createMerchant(t);
    await expect(
      t.db
        .update(users)
        .set({ theme: 'sepia' as 'dark' })
        .where(eq(users.id, m.id)),
    ).rejects.toThrow();
  });
});

describe('the theme script of index.html', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('is allowed by its hash in the CSP, so it runs before the first paint', async () => {
    const html = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(inline[0]!).digest('base64')}'`;
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    const scriptSrc = String(res.headers['content-security-policy'])
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src '));
    expect(scriptSrc).toBe(`script-src 'self' ${hash}`);
  });
});
