import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { accessCodeOf, as, balanceOf, createWalletApp, dataOf, settle, topUp } from './wallet-helpers.ts';

describe('top-up: abandoned checkouts, bad requests, retried webhooks', () => {
  let t: TestApp, m: TestMerchant;
  suiteApp(async () => ({ t, m } = await withMerchant(createWalletApp())));

  it('marks an abandoned checkout', async () => {
    const started = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 10 }));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(started.authorizationUrl)}/cancel`,
    });
    expect(cancelled.statusCode).toBe(303);
    expect(dataOf(await as(t, m).get(`/v1/wallet/topup/${started.reference}`)).status).toBe('abandoned');
    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/checkout/${accessCodeOf(started.authorizationUrl)}`,
    });
    expect(page.body).toContain('Payment abandoned');
    expect(page.body).not.toContain('Confirm payment');
  });

  it('validates the request and the currency the provider can charge', async () => {
    const api = as(t, m);
    const noKey = await api.post('/v1/wallet/topup', { amount: 10 });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json().message).toBe('Idempotency-Key header is required');
    expect((await api.move('/v1/wallet/topup', { amount: 10.123 })).json().message).toBe(
      'Amount can have at most 2 decimal places',
    );
    expect((await api.move('/v1/wallet/topup', { amount: 0 })).json().message).toBe(
      'Amount must be greater than 0',
    );
    expect(
      (await api.move('/v1/wallet/topup', { amount: 5, callbackUrl: 'https://evil.example' })).statusCode,
    ).toBe(400);
    const gbp = await api.move('/v1/wallet/topup', { amount: 10, currency: 'GBP' });
    expect(gbp.statusCode).toBe(422);
    expect(gbp.json().message).toBe(
      'Top-ups are available in NGN and USD. Top up in one of them, then exchange.',
    );
  });

  it("answers 404 for another merchant's top-up and for an unknown checkout", async () => {
    const reference = await topUp(t, m, 5);
    const other = await createMerchant(t);
    expect((await as(t, other).get(`/v1/wallet/topup/${reference}`)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/v1/payments/checkout/ac_missing' })).statusCode).toBe(
      404,
    );
  });

  it('retries a webhook the app did not acknowledge, with growing delays, and gives up after the last attempt', async () => {
    const jobs = t.app.paymentJobs!;
    const realTarget = jobs.target;
    jobs.target = async () => 503;
    const started = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 40 }));
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(started.authorizationUrl)}/confirm`,
    });
    const before = await balanceOf(t, m);
    const row = async () =>
      (
        await t.pool.query(`SELECT * FROM paystack_sim_webhooks WHERE payload LIKE $1`, [
          `%${started.reference}%`,
        ])
      ).rows[0];
    for (let i = 0; i < 3; i += 1) await settle(t);
    expect(await row()).toMatchObject({ attempts: 3, last_status: 503, delivered_at: null, failed_at: null });
    jobs.target = realTarget;
    expect(await settle(t)).toMatchObject({ delivered: 1 });
    expect(await balanceOf(t, m)).toBe(before + 40);
    expect((await row()).attempts).toBe(4);

    jobs.target = async () => 500;
    const doomed = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 41 }));
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(doomed.authorizationUrl)}/confirm`,
    });
    for (let i = 0; i < t.app.walletConfig.PAYMENTS_WEBHOOK_MAX_ATTEMPTS + 2; i += 1) await settle(t);
    jobs.target = realTarget;
    const { rows } = await t.pool.query(
      `SELECT attempts, failed_at FROM paystack_sim_webhooks WHERE payload LIKE $1`,
      [`%${doomed.reference}%`],
    );
    expect(rows[0].attempts).toBe(t.app.walletConfig.PAYMENTS_WEBHOOK_MAX_ATTEMPTS);
    expect(rows[0].failed_at).not.toBeNull();
    // The merchant is not left waiting: looking the top-up up asks the provider, which confirms the payment.
    expect(dataOf(await as(t, m).get(`/v1/wallet/topup/${doomed.reference}`)).status).toBe('success');
  });
});
