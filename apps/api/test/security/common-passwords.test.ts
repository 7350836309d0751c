import { accountMessages, PASSWORD_MAX, PASSWORD_MIN } from '@oja/contracts';
import { dictionary } from '@zxcvbn-ts/language-common';
import { describe, expect, it } from 'vitest';
import { commonPasswordCount } from '../../src/lib/common-passwords.ts';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, TEST_PASSWORD } from '../helpers/merchant.ts';
import { bearer, login, onboarding, outbox } from '../accounts/account-helpers.ts';

/** The list ordered by frequency, most common first. */
const ranked = dictionary['passwords-common'];
const MOST_COMMON = ranked.slice(0, 1000);
/** Those the length rules let through: only the list can refuse them. */
const MOST_COMMON_VALID = ranked
  .filter((p) => p.length >= PASSWORD_MIN && p.length <= PASSWORD_MAX)
  .slice(0, 1000);
/** Every hundredth of them, dressed up the way people think makes a password safer. */
const SAMPLE = MOST_COMMON_VALID.filter((_, i) => i % 100 === 0).map((p, i) =>
  i % 2 ? ` ${p.toUpperCase()} ` : p[0]!.toUpperCase() + p.slice(1),
);
const STRONG = 'Ìbàdàn-Tangerine-Kettle-73';

let t: TestApp;
suiteApp(async () => (t = await createTestApp({ PUBLIC_URL: 'https://oja.example' })));

const userCount = async () => Number((await t.pool.query('SELECT count(*) FROM users')).rows[0].count);

async function registerAll(passwords: string[], url = '/v1/auth/register') {
  const codes = new Map<string, number>();
  for (const password of passwords) {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: onboarding({ password, confirmPassword: password }),
    });
    const key = `${res.statusCode} ${res.json().message}`;
    codes.set(key, (codes.get(key) ?? 0) + 1);
  }
  return codes;
}

describe('common passwords', () => {
  it('refuses the 1,000 most common on register before hashing, and a strong one still works', async () => {
    const before = await userCount();
    const started = performance.now();
    const all = await registerAll(MOST_COMMON);
    const valid = await registerAll(MOST_COMMON_VALID);
    const seconds = (performance.now() - started) / 1000;
    const byList = valid.get(`400 ${accountMessages.passwordTooCommon}`) ?? 0;
    const refused = [...all].filter(([key]) => key.startsWith('400 ')).reduce((sum, [, n]) => sum + n, 0);
    console.log(
      `common passwords: ${refused}/${MOST_COMMON.length} of the most common refused, ` +
        `${byList}/${MOST_COMMON_VALID.length} of the most common ${PASSWORD_MIN}+ characters refused by the list, ` +
        `list of ${commonPasswordCount} (${seconds.toFixed(1)} s for ${MOST_COMMON.length + MOST_COMMON_VALID.length} registrations)`,
    );
    expect(refused).toBe(MOST_COMMON.length);
    expect([...valid.keys()]).toEqual([`400 ${accountMessages.passwordTooCommon}`]);
    expect(await userCount()).toBe(before);

    expect([...(await registerAll(SAMPLE, '/v1/auth/oja/register')).keys()]).toEqual([
      `400 ${accountMessages.passwordTooCommon}`,
    ]);
    const strong = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/register',
      payload: onboarding({ password: STRONG, confirmPassword: STRONG }),
    });
    expect(strong.statusCode).toBe(201);
    expect(await userCount()).toBe(before + 1);
  });

  it('refuses them on reset password, leaving the link usable for a strong one', async () => {
    const m = await createMerchant(t);
    await t.app.inject({ method: 'POST', url: '/v1/auth/forgot-password', payload: { email: m.email } });
    const [mail] = await outbox(t, m.email);
    const token = mail!.body.match(/reset-password\?token=([\w-]+)/)![1]!;
    const reset = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: `/v1/auth/reset-password?token=${token}`,
        payload: { password, confirmPassword: password },
      });
    for (const password of SAMPLE) {
      const res = await reset(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json().message).toBe(accountMessages.passwordTooCommon);
    }
    expect((await login(t, m.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await reset(STRONG)).statusCode).toBe(200);
    expect((await login(t, m.email, STRONG)).statusCode).toBe(200);
  });

  it('refuses them on change password, keeping the current one', async () => {
    const m = await createMerchant(t);
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/v1/users/changepassword',
        headers: bearer(m.token),
        payload: { oldPassword: TEST_PASSWORD, newPassword, confirmPassword: newPassword },
      });
    for (const password of SAMPLE) {
      const res = await change(password);
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toMatchObject({
        message: accountMessages.passwordTooCommon,
        errors: [{ path: 'newPassword', message: accountMessages.passwordTooCommon }],
      });
    }
    expect((await login(t, m.email, TEST_PASSWORD)).statusCode).toBe(200);
    expect((await change(STRONG)).statusCode).toBe(200);
    expect((await login(t, m.email, STRONG)).statusCode).toBe(200);
  });
});
