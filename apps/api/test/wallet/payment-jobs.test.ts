import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import {
  accessCodeOf,
  as,
  balanceOf,
  createWalletApp,
  dataOf,
  PIN,
  saveBank,
  setPin,
  settle,
} from './wallet-helpers.ts';

describe('payment jobs on their own timer', () => {
  let t: TestApp, m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(
      createWalletApp({ PAYMENTS_JOB_INTERVAL_MS: '50', PAYMENTS_TRANSFER_DELAY_MS: '300' }),
    ));
  });
  afterAll(() => t.close());

  it('delivers the top-up webhook and settles a withdrawal after the transfer delay, without being driven', async () => {
    const started = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 900 }));
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(started.authorizationUrl)}/confirm`,
    });
    await vi.waitFor(async () => expect(await balanceOf(t, m)).toBe(900), { timeout: 15_000, interval: 50 });

    await setPin(t, m);
    await saveBank(t, m);
    const debitedAt = Date.now();
    const debit = dataOf(await as(t, m).move('/v1/wallet/debit', { amount: 400, pin: PIN }));
    expect(debit.payout.status).toBe('pending');
    await vi.waitFor(
      async () =>
        expect(dataOf(await as(t, m).get(`/v1/wallet/debit/${debit.payout.reference}`)).status).toBe(
          'success',
        ),
      { timeout: 15_000, interval: 50 },
    );
    expect(Date.now() - debitedAt).toBeGreaterThanOrEqual(300);
    expect(await balanceOf(t, m)).toBe(500);
  });
});

describe('webhook retries', () => {
  let t: TestApp, m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createWalletApp({ PAYMENTS_WEBHOOK_RETRY_MS: '1000' })));
  });
  afterAll(() => t.close());

  it('waits twice as long before each further retry of an unacknowledged webhook', async () => {
    const realTarget = t.app.paymentJobs!.target;
    t.app.paymentJobs!.target = async () => 502;
    const started = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 10 }));
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(started.authorizationUrl)}/confirm`,
    });
    const row = async () =>
      (
        await t.pool.query(`SELECT * FROM paystack_sim_webhooks WHERE payload LIKE $1`, [
          `%${started.reference}%`,
        ])
      ).rows[0];

    for (const [attempt, wait] of [
      [1, 1000],
      [2, 2000],
      [3, 4000],
    ] as const) {
      const before = Date.now();
      await settle(t);
      const after = Date.now();
      const hook = await row();
      expect(hook.attempts).toBe(attempt);
      expect(hook.next_attempt_at.getTime()).toBeGreaterThanOrEqual(before + wait);
      expect(hook.next_attempt_at.getTime()).toBeLessThanOrEqual(after + wait);
      // Not due yet: another run leaves it alone.
      expect(await settle(t)).toMatchObject({ delivered: 0, failed: 0 });
      await t.pool.query(`UPDATE paystack_sim_webhooks SET next_attempt_at = now() WHERE id = $1`, [hook.id]);
    }
    t.app.paymentJobs!.target = realTarget;
    expect(await settle(t)).toMatchObject({ delivered: 1 });
    expect(await balanceOf(t, m)).toBe(10);
  });
});
