import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/providers/payments/paystack-signature.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import {
  accessCodeOf,
  as,
  balanceOf,
  createWalletApp,
  dataOf,
  ledgerViolations,
  settle,
  topUp,
} from './wallet-helpers.ts';

describe('top-up through the simulated Paystack', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    t = await createWalletApp();
    m = await createMerchant(t);
  });
  afterAll(() => t.close());

  it('starts a checkout, and credits the wallet only when the signed webhook arrives', async () => {
    const started = await as(t, m).move('/v1/wallet/topup', { amount: 50000, callbackUrl: '/wallet' });
    expect(started.statusCode).toBe(201);
    const topup = dataOf(started);
    expect(topup).toMatchObject({ amount: 50000, currency: 'NGN', status: 'pending', paidAt: null });
    expect(topup.authorizationUrl).toMatch(/^http:\/\/localhost:\d+\/v1\/payments\/checkout\/ac_/);
    expect(await balanceOf(t, m)).toBe(0);

    const page = await t.app.inject({
      method: 'GET',
      url: `/v1/payments/checkout/${accessCodeOf(topup.authorizationUrl)}`,
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('NGN 50,000.00');
    expect(page.body).toContain('Confirm payment');
    expect(page.body).toContain(`/v1/payments/checkout/${accessCodeOf(topup.authorizationUrl)}/confirm`);

    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(topup.authorizationUrl)}/confirm`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirmed.statusCode).toBe(303);
    // Back to the host the top-up was started from (app.inject's Host, localhost:80).
    expect(confirmed.headers.location).toBe(
      `http://localhost/wallet?trxref=${topup.reference}&reference=${topup.reference}`,
    );
    expect(await balanceOf(t, m)).toBe(0);

    expect(await settle(t)).toMatchObject({ delivered: 1, failed: 0 });
    expect(await balanceOf(t, m)).toBe(50000);
    const after = dataOf(await as(t, m).get(`/v1/wallet/topup/${topup.reference}`));
    expect(after.status).toBe('success');
    expect(after.paidAt).not.toBeNull();
    expect(await ledgerViolations(t)).toEqual([]);
  });

  it('credits once when the same webhook is delivered again, and refuses unsigned or forged ones', async () => {
    const reference = await topUp(t, m, 1200.5);
    const before = await balanceOf(t, m);
    const { rows } = await t.pool.query(`SELECT payload FROM paystack_sim_webhooks WHERE payload LIKE $1`, [
      `%${reference}%`,
    ]);
    const payload: string = rows[0].payload;
    const secret = t.app.walletConfig.PAYSTACK_SECRET_KEY;

    const replays = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/v1/payments/webhook',
          payload,
          headers: {
            'content-type': 'application/json',
            'x-paystack-signature': signWebhook(secret, payload),
          },
        }),
      ),
    );
    expect(replays.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(await balanceOf(t, m)).toBe(before);

    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      payload: payload.replace('120050', '999999'),
      headers: { 'content-type': 'application/json', 'x-paystack-signature': signWebhook(secret, payload) },
    });
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Invalid signature');
    expect(await balanceOf(t, m)).toBe(before);
  });

  it("takes the provider's payload verbatim: odd text in fields it does not read does not bounce the event", async () => {
    const started = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 250 }));
    const before = await balanceOf(t, m);
    const customer = {
      first_name: 'Ad\tÃ\u0083\u00a9',
      last_name: '\u202eObi',
      metadata: { 'note\n': 'two\nlines' },
    };
    const payload = JSON.stringify({
      event: 'charge.success',
      data: { reference: started.reference, customer },
    });
    const signed = (body: string) => ({
      'content-type': 'application/json',
      'x-paystack-signature': signWebhook(t.app.walletConfig.PAYSTACK_SECRET_KEY, body),
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      payload,
      headers: signed(payload),
    });
    expect(res.statusCode).toBe(200);
    // Read and applied like any event: the provider says the charge is unpaid, so nothing is credited.
    expect(await balanceOf(t, m)).toBe(before);
    expect(dataOf(await as(t, m).get(`/v1/wallet/topup/${started.reference}`)).status).toBe('pending');

    const nul = payload.replace('Obi', 'Obi\\u0000');
    const refused = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      payload: nul,
      headers: signed(nul),
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: 'body.data.customer.last_name',
        message: 'Remove the invalid characters (NUL or broken Unicode) from this text',
      },
    ]);
  });

  it('does not credit a charge that was never paid, even with a validly signed webhook', async () => {
    const started = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 700 }));
    const payload = JSON.stringify({
      event: 'charge.success',
      data: { reference: started.reference, amount: 70000, currency: 'NGN', status: 'success' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      payload,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhook(t.app.walletConfig.PAYSTACK_SECRET_KEY, payload),
      },
    });
    expect(res.statusCode).toBe(200);
    expect(dataOf(await as(t, m).get(`/v1/wallet/topup/${started.reference}`)).status).toBe('pending');

    const unknown = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'top_unknown', amount: 100, currency: 'NGN' },
    });
    const ignored = await t.app.inject({
      method: 'POST',
      url: '/v1/payments/webhook',
      payload: unknown,
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': signWebhook(t.app.walletConfig.PAYSTACK_SECRET_KEY, unknown),
      },
    });
    expect(ignored.statusCode).toBe(200);
  });

  it('credits on lookup when the webhook has not arrived yet, and still only once', async () => {
    const before = await balanceOf(t, m);
    const started = dataOf(await as(t, m).move('/v1/wallet/topup', { amount: 300 }));
    await t.app.inject({
      method: 'POST',
      url: `/v1/payments/checkout/${accessCodeOf(started.authorizationUrl)}/confirm`,
    });
    const looked = dataOf(await as(t, m).get(`/v1/wallet/topup/${started.reference}`));
    expect(looked.status).toBe('success');
    expect(await balanceOf(t, m)).toBe(before + 300);
    await settle(t);
    expect(await balanceOf(t, m)).toBe(before + 300);
  });

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
    const jobs = t.app.paymentJobs;
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
