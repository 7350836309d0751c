import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';

import { createTestApp, type TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { insertOrder } from '../dashboard/helpers.ts';

export const PIN = '4826';
export const GOOD_ACCOUNT = '0123456789';
export const GTBANK = '058';

/**
 * The app with the payment jobs' timer off and no delays: tests settle transfers and deliver webhooks
 * with `settle(t)`, so every step is deterministic. `env` overrides the wallet settings. Withdrawals are
 * not held after a bank change unless a test asks for it (payout-hold.test.ts does).
 */
export async function createWalletApp(env: Record<string, string> = {}): Promise<TestApp> {
  const vars = {
    PAYMENTS_JOB_INTERVAL_MS: '0',
    PAYMENTS_TRANSFER_DELAY_MS: '0',
    PAYMENTS_WEBHOOK_RETRY_MS: '0',
    WITHDRAWAL_HOLD_AFTER_BANK_CHANGE_HOURS: '0',
    ...env,
  };
  return createTestApp(vars);
}

export const newKey = () => `key-${randomUUID()}`;

type Method = 'GET' | 'POST' | 'PUT';

/** Calls the API as a merchant; money-moving POSTs get a fresh Idempotency-Key unless one is given. */
export function as(t: TestApp, m: TestMerchant) {
  const call = (method: Method, url: string, payload?: unknown, key?: string) =>
    t.app.inject({
      method,
      url,
      payload: payload as Record<string, unknown> | undefined,
      headers: { ...m.headers, ...(key ? { 'idempotency-key': key } : {}) },
    });
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload?: unknown) => call('POST', url, payload),
    put: (url: string, payload?: unknown) => call('PUT', url, payload),
    /** A money-moving POST with an Idempotency-Key. */
    move: (url: string, payload: unknown, key = newKey()) => call('POST', url, payload, key),
  };
}

/** The envelope's data, read loosely by default: the tests assert its shape field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const dataOf = <T = Record<string, any>>(res: LightMyRequestResponse) => res.json<{ data: T }>().data;

/** Runs the simulated provider's jobs once: settles due transfers, delivers due webhooks. */
export const settle = (t: TestApp) => t.app.paymentJobs!.runOnce();

/** Runs the provider's jobs until nothing is left to settle or deliver. */
export async function settleAll(t: TestApp) {
  for (;;) {
    const { settled, delivered, failed } = await settle(t);
    if (settled + delivered + failed === 0) return;
  }
}

export const accessCodeOf = (authorizationUrl: string) => authorizationUrl.split('/').at(-1)!;

export async function setPin(t: TestApp, m: TestMerchant, pin = PIN) {
  const res = await as(t, m).put('/v1/wallet/pin', { pin });
  if (res.statusCode !== 200) throw new Error(`set PIN: ${res.body}`);
}

/** Verifies an account at the simulated bank and saves it as the withdrawal account. */
export async function saveBank(
  t: TestApp,
  m: TestMerchant,
  accountNumber = GOOD_ACCOUNT,
  bankCode = GTBANK,
  pin = PIN,
) {
  const api = as(t, m);
  const verified = await api.post('/v1/wallet/getAccount', { accountNumber, accountBank: bankCode });
  if (verified.statusCode !== 200) throw new Error(`verify bank: ${verified.body}`);
  const saved = await api.post('/v1/wallet/update-bank-details', {
    verificationId: dataOf(verified).verificationId,
    pin,
    // The simulated bank's holder names are not the test merchant's: confirm the mismatch.
    confirmNameMismatch: true,
  });
  if (saved.statusCode !== 200) throw new Error(`save bank: ${saved.body}`);
  return dataOf(saved);
}

/** The whole top-up journey: start, confirm on the checkout page, deliver the webhook. */
export async function topUp(t: TestApp, m: TestMerchant, amount: number, currency = 'NGN') {
  const started = await as(t, m).move('/v1/wallet/topup', { amount, currency });
  if (started.statusCode !== 201) throw new Error(`top-up: ${started.body}`);
  const { reference, authorizationUrl } = dataOf(started);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/v1/payments/checkout/${accessCodeOf(authorizationUrl)}/confirm`,
  });
  if (confirmed.statusCode !== 303) throw new Error(`confirm: ${confirmed.statusCode} ${confirmed.body}`);
  await settle(t);
  return reference as string;
}

export async function balanceOf(t: TestApp, m: TestMerchant, currency = 'NGN'): Promise<number> {
  const wallets = dataOf<{ wallets: { currency: string; balance: number }[] }>(
    await as(t, m).get('/v1/wallet'),
  ).wallets;
  return wallets.find((w) => w.currency === currency)?.balance ?? 0;
}

/**
 * The ledger's invariants, straight from the database: every transaction sums to zero per currency, every
 * wallet balance and every kept account total (entries and balance) equals its entries, no balance is below zero.
 * Returns the violations found.
 */
export async function ledgerViolations(t: TestApp): Promise<string[]> {
  const unbalanced = await t.pool.query(
    `SELECT merchant_id, transaction_id, currency, sum(amount) AS total FROM ledger_entries
     GROUP BY merchant_id, transaction_id, currency HAVING sum(amount) <> 0`,
  );
  const drifted = await t.pool.query(
    `SELECT w.merchant_id, w.currency, w.balance, coalesce(e.total, 0) AS total FROM wallets w
     LEFT JOIN (SELECT merchant_id, currency, sum(amount) AS total FROM ledger_entries WHERE account = 'wallet'
                GROUP BY merchant_id, currency) e ON e.merchant_id = w.merchant_id AND e.currency = w.currency
     WHERE w.balance <> coalesce(e.total, 0)`,
  );
  const orphans = await t.pool.query(
    `SELECT e.merchant_id, e.currency FROM ledger_entries e WHERE e.account = 'wallet' AND NOT EXISTS
     (SELECT 1 FROM wallets w WHERE w.merchant_id = e.merchant_id AND w.currency = e.currency)`,
  );
  const escrow = await t.pool.query(
    `SELECT coalesce(k.merchant_id, e.merchant_id) AS merchant_id, coalesce(k.account, e.account) AS account,
            coalesce(k.currency, e.currency) AS currency, coalesce(k.balance, 0) AS kept, coalesce(e.total, 0) AS total,
            coalesce(k.entries, 0) AS kept_entries, coalesce(e.entries, 0) AS entries
     FROM ledger_account_totals k
     FULL JOIN (SELECT merchant_id, account, currency, sum(amount) AS total, count(*) AS entries FROM ledger_entries
                GROUP BY merchant_id, account, currency) e
       ON e.merchant_id = k.merchant_id AND e.account = k.account AND e.currency = k.currency
     WHERE coalesce(k.balance, 0) <> coalesce(e.total, 0) OR coalesce(k.entries, 0) <> coalesce(e.entries, 0)`,
  );
  const negative = await t.pool.query('SELECT merchant_id, currency, balance FROM wallets WHERE balance < 0');
  return [
    ...unbalanced.rows.map((r) => `transaction ${r.transaction_id} sums to ${r.total} ${r.currency}`),
    ...drifted.rows.map(
      (r) => `wallet ${r.merchant_id}/${r.currency}: balance ${r.balance} ≠ entries ${r.total}`,
    ),
    ...escrow.rows.map(
      (r) =>
        `account ${r.account} of ${r.merchant_id}/${r.currency}: kept ${r.kept} in ${r.kept_entries} entries ≠ ${r.total} in ${r.entries}`,
    ),
    ...orphans.rows.map((r) => `entries for a missing wallet ${r.merchant_id}/${r.currency}`),
    ...negative.rows.map((r) => `wallet ${r.merchant_id}/${r.currency} is negative: ${r.balance}`),
  ];
}

/** An order of the merchant under a chosen reference: escrow holds are for the merchant's own orders. */
export async function orderWithReference(t: TestApp, merchantId: string, reference: string) {
  const order = await insertOrder(t, merchantId, { email: 'buyer@example.com', at: new Date() });
  await t.pool.query('UPDATE orders SET order_reference = $1 WHERE merchant_id = $2 AND id = $3', [
    reference,
    merchantId,
    order.id,
  ]);
  return order.id;
}
