import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runWalletJobs } from '../../src/modules/wallet/wallet-jobs.ts';
import { createWalletContext } from '../../src/modules/wallet/wallet-module.ts';
import {
  type PaystackSimulation,
  startPaystackSimulation,
} from '../../src/providers/payments/simulated/paystack-simulation.ts';
import { confirmCheckout } from '../../src/providers/payments/simulated/sim-checkout.ts';
import { webhookTarget } from '../../src/providers/webhook-target.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createTestDatabase } from '../helpers/database.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { count } from '../orders/helpers.ts';
import {
  accessCodeOf,
  as,
  balanceOf,
  dataOf,
  ledgerViolations,
  PIN,
  saveBank,
  setPin,
} from '../wallet/wallet-helpers.ts';
import { type Fault, faultProxy } from './http-servers.ts';
import { SECRET } from './paystack-examples.ts';

/** Generous, so that only the faults time out on a busy machine. */
const TIMEOUT_MS = 1_000;
/** How late a slow answer comes. */
const SLOW_MS = TIMEOUT_MS * 2;
const FAULTS: Exclude<Fault, 'none'>[] = ['refused', 'slow', 'error', 'garbage'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The app configured as in production (PAYSTACK_BASE_URL), its Paystack being the simulation started as
 * an outside service on a database of its own, behind a proxy that fails on demand; webhooks come over
 * HTTP to the listening app. Every call crosses the HTTP adapter, and so does every fault.
 */
describe('money flows while Paystack fails over HTTP', () => {
  let simulation: PaystackSimulation;
  let proxy: Awaited<ReturnType<typeof faultProxy>>;
  let t: TestApp;
  const counted = { withdrawals: 0, topups: 0 };
  beforeAll(async () => {
    simulation = await startPaystackSimulation({
      databaseUrl: await createTestDatabase(),
      secretKey: SECRET,
      publicUrl: 'http://localhost:3000',
      port: 0,
      transferDelayMs: 0,
      webhookMaxAttempts: 10,
      webhookRetryMs: 0,
      onError: () => {},
    });
    proxy = await faultProxy(() => simulation.url, SLOW_MS);
    t = await createTestApp({
      PAYSTACK_BASE_URL: proxy.url,
      PAYSTACK_SECRET_KEY: SECRET,
      PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
      WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS: '0',
    });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    simulation.jobs.target = webhookTarget(t.app, t.env.PUBLIC_URL, '/v1/payments/webhook');
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    console.log(
      `http faults: ${counted.withdrawals} withdrawals and ${counted.topups} top-ups under ${FAULTS.join('/')} → retried, 0 done twice`,
    );
    await t.close();
    await proxy.close();
    await simulation.close();
  });

  const atProvider = async (query: ReturnType<typeof sql>) =>
    Number((await simulation.sim.db.execute<{ n: number }>(query)).rows[0]!.n);

  /** Runs the provider's jobs until nothing is left to settle or deliver (only while it is healthy). */
  async function settleAll() {
    for (;;) {
      const { settled, delivered, failed } = await simulation.jobs.runOnce();
      if (settled + delivered + failed === 0) return;
    }
  }

  /** A top-up the payer has paid on Paystack's page; its charge.success webhook is queued. */
  async function paidTopUp(m: TestMerchant, amount: number) {
    const started = await as(t, m).move('/v1/wallet/topup', { amount, currency: 'NGN' });
    expect(started.statusCode).toBe(201);
    await confirmCheckout(simulation.sim.db, accessCodeOf(dataOf(started).authorizationUrl));
    return dataOf(started).reference as string;
  }

  it.each(FAULTS)(
    'a withdrawal while Paystack is %s: debited once, pending; the retry pays out exactly once',
    async (fault) => {
      const payer = await createMerchant(t);
      await setPin(t, payer);
      await saveBank(t, payer);
      await paidTopUp(payer, 1_000);
      await settleAll();
      expect(await balanceOf(t, payer)).toBe(1_000);

      await proxy.set(fault);
      const key = `http-fault-${fault}-${Date.now()}`;
      const res = await as(t, payer).move('/v1/wallet/debit', { amount: 100, pin: PIN }, key);
      expect(res.statusCode).toBe(201);
      const { reference } = dataOf(res).payout;
      await proxy.set('none');
      // A slow answer lands after the app gave up; the transfer it made is already at the provider.
      if (fault === 'slow') await sleep(SLOW_MS);
      const payout = await t.pool.query('SELECT status, transfer_code FROM payouts WHERE reference = $1', [
        reference,
      ]);
      expect(payout.rows[0]).toEqual({ status: 'pending', transfer_code: null });
      const replay = await as(t, payer).move('/v1/wallet/debit', { amount: 100, pin: PIN }, key);
      expect(dataOf(replay).payout.reference).toBe(reference);

      await t.pool.query(`UPDATE payouts SET created_at = now() - interval '1 minute' WHERE reference = $1`, [
        reference,
      ]);
      await runWalletJobs(createWalletContext(t.app));
      await runWalletJobs(createWalletContext(t.app));
      await settleAll();
      counted.withdrawals++;
      expect(
        await atProvider(
          sql`SELECT count(*)::int AS n FROM paystack_sim_transfers WHERE reference = ${reference}`,
        ),
      ).toBe(1);
      const ledger = 'SELECT count(*) AS n FROM ledger_transactions WHERE reference = $1 AND kind = $2';
      expect(await count(t, ledger, [reference, 'withdrawal'])).toBe(1);
      expect(await count(t, ledger, [reference, 'withdrawal_settlement'])).toBe(1);
      expect(await balanceOf(t, payer)).toBe(900);
    },
  );

  it.each(FAULTS)(
    'a top-up paid while Paystack is %s: the webhook fails, comes again, and credits once',
    async (fault) => {
      const payer = await createMerchant(t);
      const reference = await paidTopUp(payer, 500);
      await proxy.set(fault);
      // The app re-reads the charge from Paystack before crediting: that read fails, so the delivery does.
      expect(await simulation.jobs.runOnce()).toMatchObject({ delivered: 0, failed: 1 });
      await proxy.set('none');
      if (fault === 'slow') await sleep(SLOW_MS);
      expect(await balanceOf(t, payer)).toBe(0);

      await settleAll();
      expect(await balanceOf(t, payer)).toBe(500);
      // Delivered once more (at least once is the promise): nothing changes.
      await simulation.sim.db.execute(
        sql`UPDATE paystack_sim_webhooks SET delivered_at = NULL, next_attempt_at = now() WHERE payload LIKE ${`%${reference}%`}`,
      );
      await settleAll();
      counted.topups++;
      expect(await balanceOf(t, payer)).toBe(500);
      const ledger = 'SELECT count(*) AS n FROM ledger_transactions WHERE reference = $1 AND kind = $2';
      expect(await count(t, ledger, [reference, 'topup'])).toBe(1);
    },
  );
});
