import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';
import { login, register } from '../accounts/account-helpers.ts';

let t: TestApp;
suiteApp(async () => (t = await createTestApp()));

describe('password storage', () => {
  it('stores argon2id with m ≥ 19456 KiB and t ≥ 2, and takes a 64+ character Unicode password whole', async () => {
    const password = 'Àdùnní-Ọ̀jà-🔐-Ìbàdàn-9-'.repeat(4);
    expect([...password].length).toBeGreaterThanOrEqual(64);
    const { email } = await register(t, { password, confirmPassword: password });
    const { rows } = await t.pool.query('SELECT password_hash FROM users WHERE email = $1', [email]);
    const stored = rows[0].password_hash as string;
    const params = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/.exec(stored);
    console.log(
      `passwords: ${params ? `argon2id m=${params[1]} t=${params[2]} p=${params[3]}` : `not argon2id: ${stored.slice(0, 12)}`}, ${[...password].length}-character Unicode password`,
    );
    expect(params).not.toBeNull();
    expect(Number(params![1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(params![2])).toBeGreaterThanOrEqual(2);
    expect((await login(t, email, password)).statusCode).toBe(200);
    // Nothing truncated: one code point less, or another emoji, is a different password.
    expect((await login(t, email, [...password].slice(0, -1).join(''))).statusCode).toBe(401);
    expect((await login(t, email, password.replace('🔐', '🔑'))).statusCode).toBe(401);
  });
});
