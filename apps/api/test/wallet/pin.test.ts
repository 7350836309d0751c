import { describe, expect, it } from 'vitest';
import { issueSession } from '../../src/modules/sessions/session-service.ts';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createWalletApp, dataOf, PIN, setPin } from './wallet-helpers.ts';

/** A second login of the same merchant: a new session, as POST /v1/auth/login would issue. */
async function logInAgain(t: TestApp, m: TestMerchant): Promise<TestMerchant> {
  const { token } = await issueSession(t.db, m.id, 24);
  return { ...m, token, headers: { authorization: `Bearer ${token}` } };
}

const debit = (t: TestApp, m: TestMerchant, pin: string) =>
  as(t, m).move('/v1/wallet/debit', { amount: 1, pin });

describe('PUT /v1/wallet/pin', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createWalletApp()));

  it('creates a 4-digit PIN, stored only as a keyed hash', async () => {
    const m = await createMerchant(t);
    expect(dataOf(await as(t, m).get('/v1/wallet')).hasPin).toBe(false);
    const res = await as(t, m).put('/v1/wallet/pin', { pin: '4826', confirmPin: '4826' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'PIN created successfully',
      data: { hasPin: true, created: true },
    });
    expect(dataOf(await as(t, m).get('/v1/wallet'))).toMatchObject({ hasPin: true, pinLocked: false });
    const { rows } = await t.pool.query('SELECT pin_hash FROM wallet_pins WHERE merchant_id = $1', [m.id]);
    expect(rows[0].pin_hash).toMatch(/^h1\$/);
    expect(rows[0].pin_hash).not.toContain('4826');
  });

  it('refuses trivial and malformed PINs', async () => {
    const m = await createMerchant(t);
    for (const pin of ['0000', '1111', '1234', '6789', '9876', '3210']) {
      const res = await as(t, m).put('/v1/wallet/pin', { pin });
      expect(res.statusCode, pin).toBe(400);
      expect(res.json().message).toBe('Choose a PIN that is harder to guess (not 0000, 1234 or similar)');
    }
    for (const pin of ['123', '12345', 'abcd', '12 4']) {
      expect((await as(t, m).put('/v1/wallet/pin', { pin })).json().message).toBe('PIN must be 4 digits');
    }
    expect((await as(t, m).put('/v1/wallet/pin', { pin: '4826', confirmPin: '4827' })).json().message).toBe(
      'PINs do not match',
    );
    expect(dataOf(await as(t, m).get('/v1/wallet')).hasPin).toBe(false);
  });

  it('changes the PIN only with the current one', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    const api = as(t, m);
    const noOld = await api.put('/v1/wallet/pin', { pin: '5937' });
    expect(noOld.statusCode).toBe(400);
    expect(noOld.json().message).toBe('Enter your current PIN to change it');
    const wrongOld = await api.put('/v1/wallet/pin', { pin: '5937', oldPin: '1357' });
    expect(wrongOld.statusCode).toBe(400);
    expect(wrongOld.json().message).toBe('Incorrect PIN. 4 attempts left.');
    expect((await api.put('/v1/wallet/pin', { pin: PIN, oldPin: PIN })).json().message).toBe(
      'Choose a PIN different from your current PIN',
    );
    const changed = await api.put('/v1/wallet/pin', { pin: '5937', oldPin: PIN });
    expect(changed.json()).toMatchObject({ message: 'PIN changed successfully', data: { created: false } });
    expect((await api.put('/v1/wallet/pin', { pin: '2468', oldPin: PIN })).json().message).toBe(
      'Incorrect PIN. 4 attempts left.',
    );
    expect((await api.put('/v1/wallet/pin', { pin: '2468', oldPin: '5937' })).statusCode).toBe(200);
  });

  it('counts wrong PINs in a row: a correct one resets the count', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    for (const left of [4, 3, 2, 1])
      expect((await debit(t, m, '1357')).json().message).toBe(
        `Incorrect PIN. ${left} attempt${left === 1 ? '' : 's'} left.`,
      );
    // The right PIN passes the check (the debit itself then fails: no bank account yet).
    expect((await debit(t, m, PIN)).json().message).toBe('Add a verified bank account before withdrawing');
    expect((await debit(t, m, '1357')).json().message).toBe('Incorrect PIN. 4 attempts left.');
  });

  it('locks PIN use for the merchant after 5 wrong PINs: logging in again does not unlock it', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    for (let i = 0; i < 4; i += 1) await debit(t, m, '1357');
    const fifth = await debit(t, m, '1357');
    expect(fifth.statusCode).toBe(400);
    expect(fifth.json().message).toBe(
      'Incorrect PIN. Too many wrong PINs. Try again in 15 minutes, or unlock your PIN with a code sent to your email.',
    );
    const locked = await debit(t, m, PIN);
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect((await as(t, m).put('/v1/wallet/pin', { pin: '5937', oldPin: PIN })).statusCode).toBe(429);
    expect(dataOf(await as(t, m).get('/v1/wallet')).pinLocked).toBe(true);

    const again = await logInAgain(t, m);
    expect(dataOf(await as(t, again).get('/v1/wallet')).pinLocked).toBe(true);
    expect((await debit(t, again, '1357')).statusCode).toBe(429);
    expect((await debit(t, again, PIN)).statusCode).toBe(429);
  });

  it('evaluates exactly 5 of 50 concurrent wrong PINs from 10 sessions, then locks', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    const sessions = await Promise.all(Array.from({ length: 10 }, () => logInAgain(t, m)));
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        debit(t, sessions[i % 10]!, String(1000 + i * 7).padStart(4, '0')),
      ),
    );
    const incorrect = results.filter(
      (r) => r.statusCode === 400 && r.json().message.startsWith('Incorrect PIN'),
    );
    const locked = results.filter((r) => r.statusCode === 429);
    expect(incorrect).toHaveLength(5);
    expect(locked).toHaveLength(45);
    expect(locked.every((r) => r.json().message.startsWith('Too many wrong PINs. Try again in'))).toBe(true);
    const { rows } = await t.pool.query(
      'SELECT failed_attempts, lock_level, locked_at, locked_until FROM wallet_pins WHERE merchant_id = $1',
      [m.id],
    );
    expect(rows[0]).toMatchObject({ failed_attempts: 0, lock_level: 1 });
    expect(rows[0].locked_until).not.toBeNull();
    expect((await debit(t, m, PIN)).statusCode).toBe(429);
  });

  it('asks for a PIN before any withdrawal when none exists', async () => {
    const m = await createMerchant(t);
    const res = await debit(t, m, PIN);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Create a transaction PIN first');
  });
});
