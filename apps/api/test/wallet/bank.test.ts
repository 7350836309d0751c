import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../../src/providers/payments/simulated/bank-directory.ts';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { as, createWalletApp, dataOf, GOOD_ACCOUNT, GTBANK, PIN, setPin } from './wallet-helpers.ts';

describe('bank verification and the withdrawal account', () => {
  let t: TestApp;
  let a: TestMerchant;
  let b: TestMerchant;
  beforeAll(async () => {
    ({ t, a, b } = await withTwoMerchants(createWalletApp()));
    await setPin(t, a);
    await setPin(t, b, '5937');
  });
  afterAll(() => t.close());

  it('lists the banks with their codes', async () => {
    const banks = dataOf<{ name: string; code: string }[]>(await as(t, a).get('/v1/wallet/banks'));
    expect(banks.length).toBeGreaterThan(10);
    expect(banks).toContainEqual(expect.objectContaining({ name: 'Guaranty Trust Bank', code: '058' }));
  });

  it('resolves an account to the same holder name every time, shaped as the bank verification result', async () => {
    const first = await as(t, a).post('/v1/wallet/getAccount', {
      accountNumber: GOOD_ACCOUNT,
      accountBank: GTBANK,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'Success', message: 'Account number resolved' });
    const data = dataOf(first);
    expect(data).toMatchObject({
      accountNumber: GOOD_ACCOUNT,
      bankCode: GTBANK,
      bankName: 'Guaranty Trust Bank',
    });
    expect(data.accountName).toMatch(/^[A-Z]+ [A-Z]+ [A-Z]+$/);
    const second = dataOf(
      await as(t, b).post('/v1/wallet/getAccount', { accountNumber: GOOD_ACCOUNT, accountBank: GTBANK }),
    );
    expect(second.accountName).toBe(data.accountName);
    expect(second.verificationId).not.toBe(data.verificationId);
    const elsewhere = dataOf(
      await as(t, a).post('/v1/wallet/getAccount', { accountNumber: '0123456780', accountBank: GTBANK }),
    );
    expect(elsewhere.accountName).not.toBe(data.accountName);
  });

  it('gives a clear error for an unknown account, an unknown bank and a malformed number', async () => {
    const unknown = await as(t, a).post('/v1/wallet/getAccount', {
      accountNumber: TEST_ACCOUNTS.unknown,
      accountBank: GTBANK,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe('Could not resolve account name. Check parameters or try again.');
    const bank = await as(t, a).post('/v1/wallet/getAccount', {
      accountNumber: GOOD_ACCOUNT,
      accountBank: '999',
    });
    expect(bank.statusCode).toBe(422);
    expect(bank.json().message).toBe('Unknown bank code');
    const short = await as(t, a).post('/v1/wallet/getAccount', {
      accountNumber: '12345',
      accountBank: GTBANK,
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('Account number must be 10 digits');
  });

  it("answers with SPEC §8's fallback when the bank does not respond", async () => {
    const res = await as(t, a).post('/v1/wallet/getAccount', {
      accountNumber: TEST_ACCOUNTS.bankDown,
      accountBank: GTBANK,
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Could not verify your bank detail. Try again later.');
  });

  it('saves a verified account with the PIN, and mirrors it into the profile bank', async () => {
    const verified = dataOf(
      await as(t, a).post('/v1/wallet/getAccount', { accountNumber: GOOD_ACCOUNT, accountBank: GTBANK }),
    );
    const wrongPin = await as(t, a).post('/v1/wallet/update-bank-details', {
      verificationId: verified.verificationId,
      pin: '1357',
      confirmNameMismatch: true,
    });
    expect(wrongPin.statusCode).toBe(400);
    expect(dataOf(await as(t, a).get('/v1/wallet')).bankAccount).toBeNull();

    const saved = await as(t, a).post('/v1/wallet/update-bank-details', {
      verificationId: verified.verificationId,
      pin: PIN,
      confirmNameMismatch: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Bank details updated successfully');
    expect(dataOf(await as(t, a).get('/v1/wallet')).bankAccount).toMatchObject({
      accountNumber: GOOD_ACCOUNT,
      accountName: verified.accountName,
      bankName: 'Guaranty Trust Bank',
    });
    const { rows } = await t.pool.query('SELECT bank FROM users WHERE id = $1', [a.id]);
    expect(rows[0].bank).toEqual({
      bankCode: GTBANK,
      accountNumber: GOOD_ACCOUNT,
      beneficiaryName: verified.accountName,
    });
  });

  it("does not let merchant B use merchant A's verified account (404)", async () => {
    const verifiedByA = dataOf(
      await as(t, a).post('/v1/wallet/getAccount', { accountNumber: '2233445566', accountBank: '044' }),
    );
    const res = await as(t, b).post('/v1/wallet/update-bank-details', {
      verificationId: verifiedByA.verificationId,
      pin: '5937',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Bank verification not found. Verify the account first.');
    const missing = await as(t, b).post('/v1/wallet/update-bank-details', {
      verificationId: '0190a5b4-0000-7000-8000-000000000000',
      pin: '5937',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual(res.json());
    expect(dataOf(await as(t, b).get('/v1/wallet')).bankAccount).toBeNull();
  });

  it('refuses an expired verification', async () => {
    const verified = dataOf(
      await as(t, a).post('/v1/wallet/getAccount', { accountNumber: '3344556677', accountBank: '057' }),
    );
    await t.pool.query(
      `UPDATE bank_verifications SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [verified.verificationId],
    );
    const res = await as(t, a).post('/v1/wallet/update-bank-details', {
      verificationId: verified.verificationId,
      pin: PIN,
      confirmNameMismatch: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This bank verification has expired. Verify the account again.');
  });
});
