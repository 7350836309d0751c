import { PIN_MAX_ATTEMPTS } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueSession } from '../../src/modules/sessions/session-service.ts';
import { outbox } from '../accounts/account-helpers.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { GOOD_ACCOUNT, GTBANK, PIN, saveBank, setPin, topUp } from '../wallet/wallet-helpers.ts';
import { createCheckedApp, newResponseLog, responseFigure } from './response-check.ts';

/**
 * The attack of a stolen password: log in again and again, a few PIN guesses per session, hoping each
 * login starts a fresh count. 1,000 guesses over 200 real logins (POST /v1/auth/login), five each, every
 * one a different wrong PIN. The PIN lock is the merchant's, so at most PIN_MAX_ATTEMPTS × (the number of
 * locks in WALLET_PIN_LOCK_MINUTES + 1) guesses are ever evaluated — even if every temporary lock were
 * waited out — before PIN use needs a code sent to the owner's email.
 */
const LOGINS = 200;
const GUESSES_PER_LOGIN = 5;
const SCHEDULE = [15, 60];
const CONFIGURED = PIN_MAX_ATTEMPTS * (SCHEDULE.length + 1);

let t: TestApp;
const log = newResponseLog();
beforeAll(async () => {
  t = await createCheckedApp(log, {
    PAYMENTS_JOB_INTERVAL_MS: '0',
    PAYMENTS_TRANSFER_DELAY_MS: '0',
    PAYMENTS_WEBHOOK_RETRY_MS: '0',
    WALLET_PIN_LOCK_MINUTES: SCHEDULE.join(','),
  });
});
afterAll(async () => t?.close());

/** A real login with the right password: a new session, as the attacker gets one. */
async function freshLogin(m: TestMerchant): Promise<Record<string, string>> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/v1/auth/login',
    payload: { email: m.email, password: m.password },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().data.tokens.access.token}` };
}

/** Every 4-digit PIN but the right one, in a scrambled order, as an attacker would try them. */
const guesses = Array.from({ length: 10_000 }, (_, i) => String((i * 7919) % 10_000).padStart(4, '0')).filter(
  (p) => p !== PIN,
);

const withdraw = (headers: Record<string, string>, pin: string, i: number) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/wallet/debit',
    headers: { ...headers, 'idempotency-key': `guess-${i}` },
    payload: { amount: 500, pin },
  });

/** Logins run this many at a time (the password hash is the slow part); the guesses follow them in order. */
const LOGINS_AT_ONCE = 4;

/**
 * Runs the attack: every session is opened after the earlier guesses, locks included. `fresh` opens one;
 * `waitOut` ends every temporary lock before each login, as if the attacker waited.
 */
async function attack(m: TestMerchant, fresh: () => Promise<Record<string, string>>, waitOut: boolean) {
  let evaluated = 0;
  let refused = 0;
  for (let login = 0; login < LOGINS; login += LOGINS_AT_ONCE) {
    if (waitOut)
      await t.pool.query(
        `UPDATE wallet_pins SET locked_until = now() WHERE merchant_id = $1 AND locked_until IS NOT NULL`,
        [m.id],
      );
    const sessions = await Promise.all(Array.from({ length: LOGINS_AT_ONCE }, fresh));
    for (const [s, headers] of sessions.entries()) {
      if (waitOut && s > 0)
        await t.pool.query(
          `UPDATE wallet_pins SET locked_until = now() WHERE merchant_id = $1 AND locked_until IS NOT NULL`,
          [m.id],
        );
      for (let g = 0; g < GUESSES_PER_LOGIN; g += 1) {
        const i = (login + s) * GUESSES_PER_LOGIN + g;
        const res = await withdraw(headers, guesses[i]!, i);
        if (res.statusCode === 400 && res.json().message.startsWith('Incorrect PIN')) evaluated += 1;
        else if (res.statusCode === 429 || res.statusCode === 403) refused += 1;
        else throw new Error(`unexpected answer ${res.statusCode} ${res.body}`);
      }
    }
  }
  return { evaluated, refused };
}

async function victim() {
  const m = await createMerchant(t);
  await setPin(t, m);
  await saveBank(t, m, GOOD_ACCOUNT, GTBANK);
  await topUp(t, m, 5_000);
  return m;
}

describe('PIN brute force through fresh logins', () => {
  it(`evaluates at most ${CONFIGURED} of ${LOGINS * GUESSES_PER_LOGIN} wrong PINs over ${LOGINS} logins, and emails the owner`, async () => {
    const hasty = await victim();
    const unwaited = await attack(hasty, () => freshLogin(hasty), false);
    // The same attack by an attacker who waits out every temporary lock. Its sessions are the ones
    // POST /v1/auth/login issues, opened without the password hash's cost.
    const patient = await victim();
    const session = async () => ({
      authorization: `Bearer ${(await issueSession(t.db, patient.id, 1)).token}`,
    });
    const waited = await attack(patient, session, true);
    const lockMails = (await outbox(t, patient.email)).filter(
      (mail) => mail.subject === 'Your Oja wallet PIN was locked',
    );
    console.log(
      `pin brute force: ${LOGINS * GUESSES_PER_LOGIN} wrong PINs over ${LOGINS} fresh logins → ${unwaited.evaluated} evaluated ` +
        `(${unwaited.refused} refused while locked); with every temporary lock waited out ${waited.evaluated} evaluated ` +
        `(configured ${PIN_MAX_ATTEMPTS} × ${SCHEDULE.length + 1} locks), then locked until the emailed code; owner emailed ${lockMails.length} times`,
    );
    expect(unwaited.evaluated).toBe(PIN_MAX_ATTEMPTS);
    expect(waited.evaluated).toBe(CONFIGURED);
    expect(lockMails).toHaveLength(SCHEDULE.length + 1);

    // The right PIN no longer moves money nor changes the bank account, from any session.
    const headers = await freshLogin(patient);
    expect((await withdraw(headers, PIN, -1)).statusCode).toBe(403);
    const bank = await t.app.inject({
      method: 'POST',
      url: '/v1/wallet/getAccount',
      headers,
      payload: { accountNumber: '0987654321', accountBank: GTBANK },
    });
    const change = await t.app.inject({
      method: 'POST',
      url: '/v1/wallet/update-bank-details',
      headers,
      payload: { verificationId: bank.json().data.verificationId, pin: PIN, confirmNameMismatch: true },
    });
    expect(change.statusCode).toBe(403);
    const { rows } = await t.pool.query(
      'SELECT count(*)::int AS n FROM payouts WHERE merchant_id = ANY($1)',
      [[patient.id, hasty.id]],
    );
    expect(rows[0].n).toBe(0);
  }, 180_000);

  it(`evaluates exactly ${PIN_MAX_ATTEMPTS} of 100 concurrent wrong PINs from 20 sessions (the count is updated under a row lock)`, async () => {
    const m = await victim();
    const sessions = await Promise.all(
      Array.from({ length: 20 }, async () => ({
        authorization: `Bearer ${(await issueSession(t.db, m.id, 1)).token}`,
      })),
    );
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) => withdraw(sessions[i % 20]!, guesses[i]!, 10_000 + i)),
    );
    const evaluated = answers.filter(
      (r) => r.statusCode === 400 && r.json().message.startsWith('Incorrect PIN'),
    ).length;
    const locked = answers.filter((r) => r.statusCode === 429).length;
    const { rows } = await t.pool.query(
      'SELECT failed_attempts, lock_level FROM wallet_pins WHERE merchant_id = $1',
      [m.id],
    );
    console.log(
      `pin race: 100 concurrent wrong PINs from 20 sessions → ${evaluated} evaluated, ${locked} refused while locked; lock level ${rows[0].lock_level}`,
    );
    expect(evaluated).toBe(PIN_MAX_ATTEMPTS);
    expect(locked).toBe(100 - PIN_MAX_ATTEMPTS);
    expect(rows[0]).toEqual({ failed_attempts: 0, lock_level: 1 });
  });

  it('keeps every answer within its schema or the error envelope', () => {
    console.log(`pin brute force ${responseFigure(log)}`);
    expect(log.outside).toEqual([]);
    expect(log.secrets).toEqual([]);
  });
});
