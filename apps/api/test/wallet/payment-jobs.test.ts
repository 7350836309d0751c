import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import {
  accessCodeOf,
  as,
  balanceOf,
  createWalletApp,
  dataOf,
  PIN,
  saveBank,
  setPin,
} from './wallet-helpers.ts';

describe('payment jobs on their own timer', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    t = await createWalletApp({
      PAYMENTS_JOB_INTERVAL_MS: '50',
      PAYMENTS_TRANSFER_DELAY_MS: '300',
      PAYMENTS_WEBHOOK_RETRY_MS: '1000',
    });
    m = await createMerchant(t);
  });
  afterAll(() => t.close());

  it('delivers the top-up webhook and settles a withdrawal after the transfer delay, without being driven', async () => {
    const started = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 900 }));
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(started.authorizationUrl)}/confirm`,
    });
    await vi.waitFor(async () => expect(await balanceOf(t, m)).toBe(900), { timeout: 5000, interval: 50 });

    await setPin(t, m);
    await saveBank(t, m);
    const debit = dataOf(await as(t, m).move('/v1/wallet/debit', { amount: 400, pin: PIN }));
    const startedAt = Date.now();
    expect(debit.payout.status).toBe('pending');
    await vi.waitFor(
      async () =>
        expect(dataOf(await as(t, m).get(`/v1/wallet/debit/${debit.payout.reference}`)).status).toBe(
          'success',
        ),
      { timeout: 5000, interval: 50 },
    );
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250);
    expect(await balanceOf(t, m)).toBe(500);
  });

  it('waits twice as long before each further retry of an unacknowledged webhook', async () => {
    t.app.paymentJobs.target = async () => 502;
    const started = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 10 }));
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(started.authorizationUrl)}/confirm`,
    });
    const row = async () =>
      (
        await t.pool.query(
          `SELECT attempts, extract(epoch FROM next_attempt_at - now()) * 1000 AS wait_ms FROM paystack_sim_webhooks WHERE payload LIKE $1`,
          [`%${started.reference}%`],
        )
      ).rows[0];
    await vi.waitFor(async () => expect((await row()).attempts).toBe(1), { timeout: 2000, interval: 20 });
    expect(Number((await row()).wait_ms)).toBeGreaterThan(700);
    expect(Number((await row()).wait_ms)).toBeLessThanOrEqual(1000);
    await vi.waitFor(async () => expect((await row()).attempts).toBe(2), { timeout: 3000, interval: 20 });
    expect(Number((await row()).wait_ms)).toBeGreaterThan(1700);
    expect(Number((await row()).wait_ms)).toBeLessThanOrEqual(2000);
  });
});
