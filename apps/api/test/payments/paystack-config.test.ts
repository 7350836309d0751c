import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_SECRETS } from '../../src/config/dev-defaults.ts';
import { createTestApp, problemsOf, productionEnv, type TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import { as, dataOf } from '../wallet/wallet-helpers.ts';
import { testServer } from './http-servers.ts';
import { examples, SECRET } from './paystack-examples.ts';

describe('switching to Paystack: PAYSTACK_BASE_URL and PAYSTACK_SECRET_KEY', () => {
  const real = { PAYSTACK_BASE_URL: 'https://api.paystack.co', SEED_DEMO: 'false' };

  it('refuses the development key, the demo seed and the demo buyers with a real Paystack, in any environment', () => {
    for (const NODE_ENV of ['development', 'test']) {
      expect(problemsOf({ NODE_ENV, ...real })).toEqual([
        "PAYSTACK_SECRET_KEY: required with PAYSTACK_BASE_URL (the development default is the simulation's)",
      ]);
      expect(
        problemsOf({ NODE_ENV, ...real, PAYSTACK_SECRET_KEY: DEV_SECRETS.PAYSTACK_SECRET_KEY }),
      ).toHaveLength(1);
      expect(problemsOf({ NODE_ENV, ...real, PAYSTACK_SECRET_KEY: SECRET, SEED_DEMO: 'full' })).toEqual([
        'SEED_DEMO: must be false with PAYSTACK_BASE_URL (the demo pays through the built-in simulation)',
      ]);
      expect(problemsOf({ NODE_ENV, ...real, PAYSTACK_SECRET_KEY: SECRET, DEMO_LIVE: 'true' })).toEqual([
        'DEMO_LIVE: must not be true with PAYSTACK_BASE_URL (its buyers pay through the built-in simulation)',
      ]);
      expect(problemsOf({ NODE_ENV, ...real, PAYSTACK_SECRET_KEY: SECRET })).toEqual([]);
    }
    expect(problemsOf({ ...productionEnv(), PAYSTACK_BASE_URL: 'https://api.paystack.co' })).toEqual([]);
    // Without a base URL the simulation runs, and the development key is fine outside production.
    expect(problemsOf({ NODE_ENV: 'development' })).toEqual([]);
  });

  describe('with PAYSTACK_BASE_URL set', () => {
    let t: TestApp;
    let paystack: Awaited<ReturnType<typeof testServer>>;
    beforeAll(async () => {
      paystack = await testServer(() => examples.listBanks.answer);
      t = await createTestApp({ PAYSTACK_BASE_URL: paystack.url, PAYSTACK_SECRET_KEY: SECRET });
    });
    afterAll(async () => {
      await t.close();
      await paystack.stop();
    });

    it('calls that Paystack with the key, and runs no simulation: no jobs, no checkout pages', async () => {
      const m = await createMerchant(t);
      const banks = dataOf<{ code: string }[]>(await as(t, m).get('/v1/wallet/banks'));
      expect(banks.map((b) => b.code)).toEqual(['044', '058']);
      expect(paystack.requests.map((r) => [r.method, r.path, r.headers.authorization])).toEqual([
        ['GET', '/bank?currency=NGN', `Bearer ${SECRET}`],
      ]);
      expect(t.app.paymentJobs).toBeNull();
      expect(
        (await t.app.inject({ method: 'GET', url: '/v1/payments/checkout/ac_anything' })).statusCode,
      ).toBe(404);
    });
  });
});
