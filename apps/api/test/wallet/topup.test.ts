import { describe, expect, it } from 'vitest';
import { signWebhook } from '../../src/providers/payments/paystack-signature.ts';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
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
  let t: TestApp, m: TestMerchant;
  suiteApp(async () => ({ t, m } = await withMerchant(createWalletApp())));

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
});
