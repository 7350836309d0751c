import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { runWalletJobs } from '../../src/modules/wallet/wallet-jobs.ts';
import { createWalletContext } from '../../src/modules/wallet/wallet-module.ts';
import type { SimFault } from '../../src/providers/logistics/simulated/sim-faults.ts';
import { SimulatedPaystack } from '../../src/providers/payments/simulated/simulated-paystack.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { carrierSim } from '../helpers/carrier.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { addPickupAddress, count, dispatch, insertProduct, placeOrder } from '../orders/helpers.ts';
import {
  as,
  balanceOf,
  dataOf,
  GOOD_ACCOUNT,
  GTBANK,
  ledgerViolations,
  PIN,
  saveBank,
  setPin,
  settleAll,
  topUp,
} from '../wallet/wallet-helpers.ts';

const TIMEOUT_MS = 300;
const hang = () => new Promise<never>(() => {});
const fail = async () => {
  throw new Error('socket hang up');
};
const answer = (value: unknown) => async () => value as never;
/** A provider that does the work but answers after the caller gave up: a retry must not do it twice. */
const late =
  <T>(real: () => Promise<T>) =>
  () =>
    new Promise<T>((resolve, reject) => setTimeout(() => real().then(resolve, reject), TIMEOUT_MS * 2));

/** The envelope of a provider failure: 503, a specific message, nothing internal. */
function expectUnavailable(res: LightMyRequestResponse, message: RegExp) {
  expect(res.statusCode).toBe(503);
  expect(res.json()).toMatchObject({ code: 503, status: 'Failed', data: null });
  expect(res.json().message).toMatch(message);
  expect(res.body).not.toMatch(/\bat .+:\d+|Error:|stack/);
}

describe('providers that time out or answer garbage', () => {
  let t: TestApp;
  let merchant: TestMerchant;
  const faults = { logistics: 0, payments: 0 };
  beforeAll(async () => {
    t = await createTestApp({
      PAYMENTS_JOB_INTERVAL_MS: '0',
      PAYMENTS_TRANSFER_DELAY_MS: '0',
      PAYMENTS_WEBHOOK_RETRY_MS: '0',
      PROVIDER_TIMEOUT_MS: String(TIMEOUT_MS),
      WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS: '0',
    });
    merchant = await createMerchant(t);
  });
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    console.log(
      `provider faults: ${faults.logistics} logistics and ${faults.payments} bank faults → 503 or pending-retryable, 0 done twice`,
    );
    await t.close();
  });

  describe('logistics (order dispatch)', () => {
    let product: { id: string };
    beforeAll(async () => {
      await addPickupAddress(t, merchant, { state: 'Lagos', city: 'Ikeja' });
      product = await insertProduct(t, merchant, { units: 100, weight: 1 });
    });
    // Each fault is served by the carrier simulation over HTTP, on the route it names: the adapter meets
    // it exactly as it would meet Terminal misbehaving.
    const cases: [string, string, SimFault][] = [
      ['an address call that hangs', 'POST /addresses', { kind: 'hang' }],
      ['a rates call answered 500', 'GET /rates/shipment', { kind: 'status', code: 500 }],
      ['a parcel call whose connection drops', 'POST /parcels', { kind: 'drop' }],
      [
        'an address missing fields',
        'POST /addresses',
        { kind: 'mangle', change: () => ({ address_id: 'a1' }) },
      ],
      [
        'a parcel with wrong types',
        'POST /parcels',
        { kind: 'mangle', change: () => ({ parcel_id: 7, weight: 'heavy', items: 'x' }) },
      ],
      [
        'a rate with a negative amount',
        'GET /rates/shipment',
        {
          kind: 'mangle',
          change: (rates) =>
            (rates as { amount: number }[]).map((rate) => ({ ...rate, amount: -rate.amount })),
        },
      ],
      ['a shipment answered with garbage', 'POST /shipments', { kind: 'body', body: '<html>Bad gateway' }],
      [
        'a pickup that books but answers too late',
        'POST /shipments/pickup',
        { kind: 'late', ms: TIMEOUT_MS * 2 },
      ],
    ];
    const carrierShipments = (orderId: string, arranged: boolean) =>
      count(
        t,
        `SELECT count(*) AS n FROM terminal_sim_shipments WHERE metadata->>'order_id' = $1${arranged ? " AND status <> 'draft'" : ''}`,
        [orderId],
      );

    it.each(cases)(
      '%s: 503, the order stays processing; after healing it ships exactly once',
      async (_, route, fault) => {
        const order = await placeOrder(t, merchant, [{ productId: product.id, quantity: 1 }]);
        carrierSim(t).faults.next(route, fault);
        const started = Date.now();
        expectUnavailable(
          await dispatch(t, merchant, order.id),
          /^The logistics provider .+ not dispatched; try again/,
        );
        expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
        faults.logistics++;
        // Give a late answer time to land: the carrier may have booked, the app recorded nothing.
        await new Promise((r) => setTimeout(r, TIMEOUT_MS * 3));
        const { rows } = await t.pool.query('SELECT status FROM orders WHERE id = $1', [order.id]);
        expect(rows[0].status).toBe('processing');
        expect(await count(t, 'SELECT count(*) AS n FROM shipments WHERE order_id = $1', [order.id])).toBe(0);

        expect((await dispatch(t, merchant, order.id)).statusCode).toBe(200);
        expect((await dispatch(t, merchant, order.id)).json().message).toMatch(/already/i);
        // One shipment at the carrier, picked up once, and one in the app's records.
        expect(await carrierShipments(order.id, false)).toBe(1);
        expect(await carrierShipments(order.id, true)).toBe(1);
        expect(await count(t, 'SELECT count(*) AS n FROM shipments WHERE order_id = $1', [order.id])).toBe(1);
      },
    );
  });

  // The faults are made inside the simulated Paystack, behind its HTTP server: each crosses the HTTP
  // adapter as a request that never answers, a 500 or a malformed answer (transport faults: payments/).
  describe('bank (verification and withdrawals)', () => {
    const paystack = SimulatedPaystack.prototype;
    const real = { initiateTransfer: paystack.initiateTransfer };
    it.each([
      ['hangs', hang],
      ['throws', fail],
      ['answers without the account name', answer({ accountNumber: GOOD_ACCOUNT, bankCode: GTBANK })],
      [
        'answers a number for the account',
        answer({ accountNumber: 123, accountName: 'X', bankCode: GTBANK }),
      ],
    ])('account verification that %s: 503, nothing recorded', async (_, fault) => {
      vi.spyOn(paystack, 'resolveAccount').mockImplementation(fault);
      const before = await count(t, 'SELECT count(*) AS n FROM bank_verifications');
      const res = await as(t, merchant).post('/v1/wallet/getAccount', {
        accountNumber: GOOD_ACCOUNT,
        accountBank: GTBANK,
      });
      expectUnavailable(res, /^Could not verify your bank detail/);
      faults.payments++;
      expect(await count(t, 'SELECT count(*) AS n FROM bank_verifications')).toBe(before);
    });

    it.each([
      ['hangs', () => vi.spyOn(paystack, 'initiateTransfer').mockImplementation(hang)],
      ['throws', () => vi.spyOn(paystack, 'initiateTransfer').mockImplementation(fail)],
      [
        'answers no transfer code',
        () => vi.spyOn(paystack, 'initiateTransfer').mockImplementation(answer({ status: 'pending' })),
      ],
      [
        'answers a status it does not have',
        () =>
          vi
            .spyOn(paystack, 'initiateTransfer')
            .mockImplementation(answer({ transferCode: 'TRF_1', status: -1 })),
      ],
      [
        'transfers but answers too late',
        () =>
          vi.spyOn(paystack, 'initiateTransfer').mockImplementation(function (
            this: SimulatedPaystack,
            ...args
          ) {
            return late(() => real.initiateTransfer.apply(this, args))();
          }),
      ],
    ])('a transfer that %s: debited once, pending; the retry pays out exactly once', async (_, inject) => {
      // A merchant of its own per case, so the daily withdrawal limit never interferes.
      const payer = await createMerchant(t);
      await setPin(t, payer);
      await saveBank(t, payer);
      await topUp(t, payer, 1_000);
      const wallet = () => balanceOf(t, payer);
      const before = await wallet();
      inject();
      const key = `fault-${Date.now()}`;
      const started = Date.now();
      const res = await as(t, payer).move('/v1/wallet/debit', { amount: 100, pin: PIN }, key);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 2_000);
      faults.payments++;
      // The ledger design: the withdrawal is recorded and debited, its transfer left pending for the job.
      expect(res.statusCode).toBe(201);
      const { reference } = dataOf(res).payout;
      vi.restoreAllMocks();
      await new Promise((r) => setTimeout(r, TIMEOUT_MS * 3));
      const replay = await as(t, payer).move('/v1/wallet/debit', { amount: 100, pin: PIN }, key);
      expect(dataOf(replay).payout.reference).toBe(reference);
      expect(await wallet()).toBe(before - 100);
      const payout = await t.pool.query('SELECT status, transfer_code FROM payouts WHERE reference = $1', [
        reference,
      ]);
      expect(payout.rows[0]).toEqual({ status: 'pending', transfer_code: null });

      const spy = vi.spyOn(paystack, 'initiateTransfer');
      await t.pool.query(`UPDATE payouts SET created_at = now() - interval '1 minute' WHERE reference = $1`, [
        reference,
      ]);
      await runWalletJobs(createWalletContext(t.app));
      await runWalletJobs(createWalletContext(t.app));
      await settleAll(t);
      expect(spy).toHaveBeenCalledTimes(1);
      const transfers = 'SELECT count(*) AS n FROM paystack_sim_transfers WHERE reference = $1';
      expect(await count(t, transfers, [reference])).toBe(1);
      const ledger = 'SELECT count(*) AS n FROM ledger_transactions WHERE reference = $1 AND kind = $2';
      expect(await count(t, ledger, [reference, 'withdrawal'])).toBe(1);
      expect(await count(t, ledger, [reference, 'withdrawal_settlement'])).toBe(1);
      expect(await wallet()).toBe(before - 100);
    });
  });
});
