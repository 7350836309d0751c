import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWalletJobs } from '../../src/modules/wallet/wallet-jobs.ts';
import { createWalletContext } from '../../src/modules/wallet/wallet-module.ts';
import { PaymentProviderError } from '../../src/providers/payments/payments-provider.ts';
import { TEST_ACCOUNTS } from '../../src/providers/payments/simulated/bank-directory.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import {
  as,
  balanceOf,
  createWalletApp,
  dataOf,
  ledgerViolations,
  PIN,
  saveBank,
  setPin,
  settle,
  topUp,
} from './wallet-helpers.ts';

async function fundedMerchant(t: TestApp, accountNumber: string, amount = 50_000) {
  const m = await createMerchant(t);
  await setPin(t, m);
  await saveBank(t, m, accountNumber);
  await topUp(t, m, amount);
  return m;
}

const statement = async (t: TestApp, m: TestMerchant) =>
  dataOf<{ results: { type: string; action: string; amount: number; paymentStatus: string }[] }>(
    await as(t, m).get('/v1/wallet/transactions'),
  ).results;

describe('POST /v1/wallet/debit (withdrawal)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createWalletApp()));
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('debits at once, stays pending until the transfer settles, then succeeds', async () => {
    const m = await fundedMerchant(t, '0123456789');
    const res = await as(t, m).move('/v1/wallet/debit', { amount: 20_000, pin: PIN, narration: 'Rent' });
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Withdrawal initiated');
    const { payout, balance } = dataOf(res);
    expect(balance).toBe(30_000);
    expect(payout).toMatchObject({
      amount: 20_000,
      currency: 'NGN',
      status: 'pending',
      accountNumber: '0123456789',
      failureReason: null,
    });
    expect(await statement(t, m)).toEqual([
      expect.objectContaining({
        type: 'withdrawal',
        action: 'debit',
        amount: 20_000,
        paymentStatus: 'pending',
      }),
      expect.objectContaining({ type: 'topup', action: 'credit', amount: 50_000, paymentStatus: 'success' }),
    ]);

    expect(await settle(t)).toMatchObject({ settled: 1, delivered: 1 });
    expect(dataOf(await as(t, m).get(`/v1/wallet/debit/${payout.reference}`)).status).toBe('success');
    expect(await balanceOf(t, m)).toBe(30_000);
    expect((await statement(t, m))[0]).toMatchObject({ type: 'withdrawal', paymentStatus: 'success' });
    const { rows } = await t.pool.query(
      `SELECT account, sum(amount)::bigint AS total FROM ledger_entries WHERE merchant_id = $1 GROUP BY account ORDER BY account`,
      [m.id],
    );
    expect(rows).toEqual([
      { account: 'payouts:in_transit', total: 0 },
      { account: 'provider:paystack', total: -5_000_000 + 2_000_000 },
      { account: 'wallet', total: 3_000_000 },
    ]);
  });

  it('gives the money back by a reversal transaction when the transfer fails', async () => {
    const m = await fundedMerchant(t, TEST_ACCOUNTS.transferFails);
    const { payout } = dataOf(await as(t, m).move('/v1/wallet/debit', { amount: 15_000.25, pin: PIN }));
    expect(await balanceOf(t, m)).toBe(34_999.75);
    await settle(t);
    const settled = dataOf(await as(t, m).get(`/v1/wallet/debit/${payout.reference}`));
    expect(settled).toMatchObject({ status: 'failed', failureReason: 'Account could not be credited' });
    expect(await balanceOf(t, m)).toBe(50_000);
    expect(await statement(t, m)).toEqual([
      expect.objectContaining({
        type: 'withdrawal_reversal',
        action: 'credit',
        amount: 15_000.25,
        paymentStatus: 'success',
      }),
      expect.objectContaining({
        type: 'withdrawal',
        action: 'debit',
        amount: 15_000.25,
        paymentStatus: 'failed',
      }),
      expect.objectContaining({ type: 'topup', action: 'credit', amount: 50_000 }),
    ]);
  });

  it('gives the money back once when the transfer is reversed, however often the webhook comes', async () => {
    const m = await fundedMerchant(t, TEST_ACCOUNTS.transferReversed);
    const { payout } = dataOf(await as(t, m).move('/v1/wallet/debit', { amount: 10_000, pin: PIN }));
    await settle(t);
    expect(dataOf(await as(t, m).get(`/v1/wallet/debit/${payout.reference}`)).status).toBe('reversed');
    expect(await balanceOf(t, m)).toBe(50_000);
    await t.pool.query(
      `UPDATE paystack_sim_webhooks SET delivered_at = NULL, next_attempt_at = now() WHERE payload LIKE $1`,
      [`%${payout.reference}%`],
    );
    expect(await settle(t)).toMatchObject({ delivered: 1 });
    expect(await balanceOf(t, m)).toBe(50_000);
    expect((await statement(t, m)).filter((line) => line.type === 'withdrawal_reversal')).toHaveLength(1);
  });

  it('refuses more than the balance, a currency other than NGN, and a merchant without a bank account', async () => {
    const m = await fundedMerchant(t, '0123456789', 100);
    const tooMuch = await as(t, m).move('/v1/wallet/debit', { amount: 100.01, pin: PIN });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().message).toBe('Insufficient balance');
    const usd = await as(t, m).move('/v1/wallet/debit', { amount: 1, pin: PIN, currency: 'USD' });
    expect(usd.statusCode).toBe(400);
    expect(usd.json().message).toBe('Withdrawals are paid out in NGN. Exchange to NGN first.');
    expect(await balanceOf(t, m)).toBe(100);

    const noBank = await createMerchant(t);
    await setPin(t, noBank);
    await topUp(t, noBank, 100);
    const res = await as(t, noBank).move('/v1/wallet/debit', { amount: 1, pin: PIN });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Add a verified bank account before withdrawing');
  });

  it('sends a payout again when the provider was down at the time, and settles it', async () => {
    const m = await fundedMerchant(t, '0123456789', 500);
    const provider = t.app.payments;
    const initiate = provider.initiateTransfer.bind(provider);
    provider.initiateTransfer = async () => {
      throw new PaymentProviderError('unavailable', 'connect ETIMEDOUT');
    };
    const { payout } = dataOf(await as(t, m).move('/v1/wallet/debit', { amount: 200, pin: PIN }));
    provider.initiateTransfer = initiate;
    await settle(t);
    expect(dataOf(await as(t, m).get(`/v1/wallet/debit/${payout.reference}`)).status).toBe('pending');

    const ctx = createWalletContext(t.app);
    await t.pool.query(`UPDATE payouts SET created_at = now() - interval '1 minute' WHERE reference = $1`, [
      payout.reference,
    ]);
    expect(await runWalletJobs(ctx)).toMatchObject({ redispatched: 1 });
    await settle(t);
    expect(dataOf(await as(t, m).get(`/v1/wallet/debit/${payout.reference}`)).status).toBe('success');
    expect(await balanceOf(t, m)).toBe(300);
  });

  it("answers 404 for another merchant's withdrawal", async () => {
    const m = await fundedMerchant(t, '0123456789', 50);
    const { payout } = dataOf(await as(t, m).move('/v1/wallet/debit', { amount: 5, pin: PIN }));
    const other = await createMerchant(t);
    expect((await as(t, other).get(`/v1/wallet/debit/${payout.reference}`)).statusCode).toBe(404);
  });
});
