import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { createPool } from '../../src/db/client.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant } from '../helpers/merchant.ts';
import {
  as,
  balanceOf,
  createWalletApp,
  dataOf,
  ledgerViolations,
  newKey,
  PIN,
  saveBank,
  setPin,
  settleAll,
  topUp,
} from './wallet-helpers.ts';

describe('withdrawals under concurrency (real PostgreSQL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // These runs stress the ledger with hundreds of one merchant's withdrawals, not the daily limit.
    t = await createWalletApp({ WITHDRAWALS_PER_DAY: '1000' });
  });
  afterAll(() => t.close());

  it(
    '200 concurrent withdrawals of 10 on a balance of 1,000: exactly 100 succeed',
    { timeout: 60_000 },
    async () => {
      const m = await createMerchant(t);
      await setPin(t, m);
      await saveBank(t, m);
      await topUp(t, m, 1_000);
      const api = as(t, m);
      const started = performance.now();
      const results = await Promise.all(
        Array.from({ length: 200 }, () => api.move('/v1/wallet/debit', { amount: 10, pin: PIN })),
      );
      const ms = Math.round(performance.now() - started);
      const codes = results.map((r) => r.statusCode);
      console.log(`200 concurrent withdrawals: ${ms} ms`);
      expect(codes.filter((c) => c === 201)).toHaveLength(100);
      expect(codes.filter((c) => c === 422)).toHaveLength(100);
      expect(
        results.filter((r) => r.statusCode === 422).every((r) => r.json().message === 'Insufficient balance'),
      ).toBe(true);
      expect(await balanceOf(t, m)).toBe(0);

      const { rows } = await t.pool.query(
        `SELECT (SELECT balance FROM wallets WHERE merchant_id = $1 AND currency = 'NGN') AS balance,
              (SELECT sum(amount)::bigint FROM ledger_entries WHERE merchant_id = $1 AND account = 'wallet') AS entries,
              (SELECT count(*) FROM payouts WHERE merchant_id = $1)::int AS payouts,
              (SELECT sum(amount)::bigint FROM ledger_entries WHERE merchant_id = $1) AS everything`,
        [m.id],
      );
      expect(rows[0]).toEqual({ balance: 0, entries: 0, payouts: 100, everything: 0 });
      expect(await ledgerViolations(t)).toEqual([]);

      await settleAll(t);
      const { rows: settled } = await t.pool.query(
        `SELECT status, count(*)::int AS n FROM payouts WHERE merchant_id = $1 GROUP BY status`,
        [m.id],
      );
      expect(settled).toEqual([{ status: 'success', n: 100 }]);
      expect(await ledgerViolations(t)).toEqual([]);
    },
  );

  it(
    '20 withdrawals × 10 concurrent retries with the same Idempotency-Key: 20 debits, 180 identical replays',
    { timeout: 60_000 },
    async () => {
      const m = await createMerchant(t);
      await setPin(t, m);
      await saveBank(t, m);
      await topUp(t, m, 10_000);
      const api = as(t, m);
      const keys = Array.from({ length: 20 }, newKey);
      const results = await Promise.all(
        keys.flatMap((key, i) =>
          Array.from({ length: 10 }, () =>
            api.move('/v1/wallet/debit', { amount: 100 + i, pin: PIN }, key).then((res) => ({ key, res })),
          ),
        ),
      );
      const fresh = results.filter(({ res }) => res.headers['idempotent-replayed'] === undefined);
      const replays = results.filter(({ res }) => res.headers['idempotent-replayed'] === 'true');
      expect(fresh).toHaveLength(20);
      expect(replays).toHaveLength(180);
      expect(new Set(fresh.map(({ key }) => key)).size).toBe(20);
      for (const key of keys) {
        const bodies = results.filter((r) => r.key === key).map(({ res }) => res.body);
        expect(new Set(bodies).size).toBe(1);
        expect(results.find((r) => r.key === key)!.res.statusCode).toBe(201);
      }
      const debited = keys.reduce((sum, _key, i) => sum + 100 + i, 0);
      expect(await balanceOf(t, m)).toBe(10_000 - debited);
      const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM payouts WHERE merchant_id = $1', [
        m.id,
      ]);
      expect(rows[0].n).toBe(20);

      const reused = await api.move('/v1/wallet/debit', { amount: 999, pin: PIN }, keys[0]);
      expect(reused.statusCode).toBe(422);
      expect(reused.json().message).toBe('This Idempotency-Key was already used with a different request');
      const otherRoute = await api.move('/v1/wallet/topup', { amount: 100 }, keys[1]);
      expect(otherRoute.statusCode).toBe(422);
      expect(await balanceOf(t, m)).toBe(10_000 - debited);
      expect(await ledgerViolations(t)).toEqual([]);
    },
  );

  it('two API instances on one database: the database alone keeps the balance from going below zero', async () => {
    const pool = createPool(t.pool.options.connectionString!, 10);
    const second = await buildApp({
      env: { ...t.env, PAYMENTS_JOB_INTERVAL_MS: 0, WITHDRAWALS_PER_DAY: 1000 },
      pool,
    });
    try {
      const m = await createMerchant(t);
      await setPin(t, m);
      await saveBank(t, m);
      await topUp(t, m, 500);
      const results = await Promise.all(
        Array.from({ length: 120 }, (_, i) =>
          (i % 2 ? second : t.app).inject({
            method: 'POST',
            url: '/v1/wallet/debit',
            payload: { amount: 10, pin: PIN },
            headers: { ...m.headers, 'idempotency-key': newKey() },
          }),
        ),
      );
      expect(results.filter((r) => r.statusCode === 201)).toHaveLength(50);
      expect(results.filter((r) => r.statusCode === 422)).toHaveLength(70);
      expect(await balanceOf(t, m)).toBe(0);
      expect(await ledgerViolations(t)).toEqual([]);
    } finally {
      await second.close();
      await pool.end();
    }
  });

  it('replays a refusal too, and scopes keys per merchant', async () => {
    const m = await createMerchant(t);
    await setPin(t, m);
    await saveBank(t, m);
    await topUp(t, m, 50);
    const key = newKey();
    const first = await as(t, m).move('/v1/wallet/debit', { amount: 80, pin: PIN }, key);
    expect(first.statusCode).toBe(422);
    await topUp(t, m, 50);
    const retry = await as(t, m).move('/v1/wallet/debit', { amount: 80, pin: PIN }, key);
    expect(retry.statusCode).toBe(422);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    expect(retry.json()).toEqual(first.json());
    expect(await balanceOf(t, m)).toBe(100);

    const other = await createMerchant(t);
    await setPin(t, other);
    await saveBank(t, other);
    await topUp(t, other, 100);
    const sameKey = await as(t, other).move('/v1/wallet/debit', { amount: 80, pin: PIN }, key);
    expect(sameKey.statusCode).toBe(201);
    expect(dataOf(sameKey).balance).toBe(20);
  });

  it('keeps keys at least 24 hours, then purges them', async () => {
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM idempotency_keys');
    expect(rows[0].n).toBeGreaterThan(0);
    const { idempotencyRepository } = await import('../../src/modules/idempotency/idempotency-repository.ts');
    expect(await idempotencyRepository.purgeOlderThan(t.db, 24)).toBe(0);
    await t.pool.query(`UPDATE idempotency_keys SET created_at = now() - interval '25 hours'`);
    expect(await idempotencyRepository.purgeOlderThan(t.db, 24)).toBe(rows[0].n);
  });
});
