import { describe, expect, it } from 'vitest';
import { outbox, otherCode } from '../accounts/account-helpers.ts';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createWalletApp, dataOf, PIN, setPin } from './wallet-helpers.ts';

const WRONG = '1357';
const debit = (t: TestApp, m: TestMerchant, pin: string) =>
  as(t, m).move('/v1/wallet/debit', { amount: 1, pin });
const requestCode = (t: TestApp, m: TestMerchant) => as(t, m).post('/v1/wallet/pin/unlock-code');
const unlock = (t: TestApp, m: TestMerchant, code: string) =>
  as(t, m).post('/v1/wallet/pin/unlock', { code });

/** Five wrong PINs in a row: the run that locks. */
async function wrongRun(t: TestApp, m: TestMerchant) {
  for (let i = 0; i < 5; i += 1) await debit(t, m, WRONG);
}

/** As if a temporary lock had been waited out (a lock without an end has nothing to wait out). */
const waitOutLock = (t: TestApp, m: TestMerchant) =>
  t.pool.query(
    `UPDATE wallet_pins SET locked_until = now() - interval '1 second' WHERE merchant_id = $1 AND locked_until IS NOT NULL`,
    [m.id],
  );

const codeIn = (body: string) => body.match(/Your code is (\d{6})/)?.[1] ?? '';

describe('the PIN lock: escalating, per merchant, lifted by an emailed code', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createWalletApp({ WALLET_PIN_LOCK_MINUTES: '15,60' })));

  it('locks for 15 minutes, then 60, then until the emailed code, emailing the owner each time', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    const lockMails = async () =>
      (await outbox(t, m.email)).filter((mail) => mail.subject === 'Your Oja wallet PIN was locked');

    await wrongRun(t, m);
    let overview = dataOf(await as(t, m).get('/v1/wallet'));
    expect(overview.pinLocked).toBe(true);
    const firstEnd = new Date(overview.pinLockedUntil).getTime() - Date.now();
    expect(firstEnd).toBeGreaterThan(14 * 60_000);
    expect(firstEnd).toBeLessThanOrEqual(15 * 60_000);
    expect(await lockMails()).toHaveLength(1);
    expect((await lockMails())[0]!.body).toContain('change your Oja password now');

    await waitOutLock(t, m);
    expect(dataOf(await as(t, m).get('/v1/wallet'))).toMatchObject({
      pinLocked: false,
      pinLockedUntil: null,
    });
    expect((await debit(t, m, WRONG)).json().message).toBe('Incorrect PIN. 4 attempts left.');
    for (let i = 0; i < 4; i += 1) await debit(t, m, WRONG);
    const second = await debit(t, m, PIN);
    expect(second.statusCode).toBe(429);
    expect(second.json().message).toBe(
      'Too many wrong PINs. Try again in 60 minutes, or unlock your PIN with a code sent to your email.',
    );
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect(await lockMails()).toHaveLength(2);

    await waitOutLock(t, m);
    const third = [];
    for (let i = 0; i < 5; i += 1) third.push(await debit(t, m, WRONG));
    expect(third.at(-1)!.json().message).toBe(
      'Incorrect PIN. Too many wrong PINs. Your PIN is locked until you confirm it is you with a code sent to your email.',
    );
    await waitOutLock(t, m); // nothing to wait out: this lock has no end
    const hard = await debit(t, m, PIN);
    expect(hard.statusCode).toBe(403);
    expect(hard.json().message).toBe(
      'Too many wrong PINs. Your PIN is locked until you confirm it is you with a code sent to your email.',
    );
    overview = dataOf(await as(t, m).get('/v1/wallet'));
    expect(overview).toMatchObject({ pinLocked: true, pinLockedUntil: null });
    expect(await lockMails()).toHaveLength(3);
    expect((await lockMails())[0]!.body).toContain('until you unlock it with a code sent to this address');
  });

  it('unlocks with the emailed code only: a wrong one counts, five wrong ones void it, a new one works', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    const notLocked = await requestCode(t, m);
    expect(notLocked.statusCode).toBe(409);
    expect(notLocked.json().message).toBe('Your PIN is not locked');
    expect((await unlock(t, m, '123456')).statusCode).toBe(409);

    await wrongRun(t, m);
    expect((await unlock(t, m, '123456')).json().message).toBe('Request a code first');
    const sent = await requestCode(t, m);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().message).toBe('We sent a code to your email. Enter it to unlock your PIN.');
    expect(dataOf(sent).sentTo).toBe(`${m.email[0]}•••@example.com`);
    const [mail] = await outbox(t, m.email);
    expect(mail!.subject).toBe('Your code to unlock your Oja wallet PIN');
    const code = codeIn(mail!.body);
    expect(code).toMatch(/^\d{6}$/);
    const { rows } = await t.pool.query('SELECT unlock_code_hash FROM wallet_pins WHERE merchant_id = $1', [
      m.id,
    ]);
    expect(rows[0].unlock_code_hash).not.toContain(code);

    for (let i = 0; i < 5; i += 1) {
      const wrong = await unlock(t, m, otherCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe('Incorrect code. Check the latest email and try again.');
    }
    expect((await unlock(t, m, code)).json().message).toBe('Too many wrong codes. Request a new one.');
    expect((await unlock(t, m, 'abc')).json().message).toBe('Enter the 6-digit code from your email');

    await requestCode(t, m);
    const fresh = codeIn((await outbox(t, m.email))[0]!.body);
    const unlocked = await unlock(t, m, fresh);
    expect(unlocked.statusCode).toBe(200);
    expect(unlocked.json()).toMatchObject({ message: 'PIN unlocked', data: { pinLocked: false } });
    expect(dataOf(await as(t, m).get('/v1/wallet')).pinLocked).toBe(false);
    // The count and the escalation start again; the used code is gone.
    expect((await debit(t, m, WRONG)).json().message).toBe('Incorrect PIN. 4 attempts left.');
    expect((await debit(t, m, PIN)).json().message).toBe('Add a verified bank account before withdrawing');
    await wrongRun(t, m);
    expect(dataOf(await as(t, m).get('/v1/wallet')).pinLockedUntil).not.toBeNull();
    expect((await unlock(t, m, fresh)).json().message).toBe('Request a code first');
  });

  it('refuses an expired code, and more than 5 codes an hour (429, Retry-After)', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    await wrongRun(t, m);
    await requestCode(t, m);
    const code = codeIn((await outbox(t, m.email))[0]!.body);
    await t.pool.query(
      `UPDATE wallet_pins SET unlock_code_expires_at = now() - interval '1 second' WHERE merchant_id = $1`,
      [m.id],
    );
    expect((await unlock(t, m, code)).json().message).toBe('This code has expired. Request a new one.');
    for (let i = 0; i < 4; i += 1) expect((await requestCode(t, m)).statusCode).toBe(200);
    const sixth = await requestCode(t, m);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/^Too many codes requested\. Try again in (59|60) minutes\.$/);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await outbox(t, m.email)).filter((mail) => mail.subject.includes('unlock'))).toHaveLength(5);
  });

  it('lets exactly one of 20 concurrent right codes unlock, and counts concurrent wrong codes one by one', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    await wrongRun(t, m);
    await requestCode(t, m);
    const code = codeIn((await outbox(t, m.email))[0]!.body);
    const wrong = await Promise.all(Array.from({ length: 20 }, () => unlock(t, m, otherCode(code))));
    expect(wrong.filter((r) => r.json().message.startsWith('Incorrect code'))).toHaveLength(5);
    expect(wrong.filter((r) => r.json().message.startsWith('Too many wrong codes'))).toHaveLength(15);

    await requestCode(t, m);
    const fresh = codeIn((await outbox(t, m.email))[0]!.body);
    const right = await Promise.all(Array.from({ length: 20 }, () => unlock(t, m, fresh)));
    expect(right.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(right.filter((r) => r.statusCode === 409)).toHaveLength(19);
  });
});

describe('emails to the owner', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createWalletApp()));

  it('tells the owner when the PIN is created and changed', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    await as(t, m).put('/v1/wallet/pin', { pin: '5937', oldPin: PIN });
    const subjects = (await outbox(t, m.email)).map((mail) => mail.subject);
    expect(subjects).toEqual(['Your Oja wallet PIN was changed', 'Your Oja wallet PIN was created']);
  });
});
