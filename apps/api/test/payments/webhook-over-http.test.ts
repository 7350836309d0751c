import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { count } from '../orders/helpers.ts';
import { balanceOf, createWalletApp, ledgerViolations, settleAll, topUp } from '../wallet/wallet-helpers.ts';

/**
 * The app as `npm start` runs it: listening, with the built-in simulation the payments plugin started on
 * 127.0.0.1. Its webhooks reach POST /v1/payments/webhook over real HTTP, as a real provider's do.
 */
describe('provider webhooks to a listening app', () => {
  let t: TestApp;
  let m: TestMerchant;
  const overHttp: string[] = [];
  beforeAll(async () => {
    t = await createWalletApp();
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    // Only requests that came in through the HTTP server (app.inject never does) are counted.
    t.app.server.on('request', (request) => {
      if (request.url === '/v1/payments/webhook')
        overHttp.push(String(request.headers['x-paystack-signature']));
    });
    m = await createMerchant(t);
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  it('a paid top-up: the signed webhook arrives over HTTP and credits the wallet once, however often it comes', async () => {
    const reference = await topUp(t, m, 750);
    expect(overHttp).toHaveLength(1);
    expect(overHttp[0]).toMatch(/^[0-9a-f]{128}$/);
    expect(await balanceOf(t, m)).toBe(750);

    await t.pool.query(
      `UPDATE paystack_sim_webhooks SET delivered_at = NULL, next_attempt_at = now() WHERE payload LIKE $1`,
      [`%${reference}%`],
    );
    await settleAll(t);
    expect(overHttp).toHaveLength(2);
    expect(await balanceOf(t, m)).toBe(750);
    const topups = 'SELECT count(*) AS n FROM ledger_transactions WHERE reference = $1 AND kind = $2';
    expect(await count(t, topups, [reference, 'topup'])).toBe(1);
  });
});
