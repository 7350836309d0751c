import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_TABLE } from '../../src/providers/rates/bundled-rates.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { as, balanceOf, createWalletApp, dataOf, ledgerViolations, newKey, topUp } from './wallet-helpers.ts';

const latest = RATE_TABLE.at(-1)!;

describe('exchange', () => {
  let t: TestApp;
  let m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createWalletApp()));
    await topUp(t, m, 100_000);
  });
  afterAll(async () => {
    expect(await ledgerViolations(t)).toEqual([]);
    await t.close();
  });

  const quote = (body: Record<string, unknown>, who = m) =>
    as(t, who).post('/v1/wallet/exchange-quote', body);
  const execute = (quoteId: string, key = newKey(), who = m) =>
    as(t, who).move('/v1/wallet/exchange-currency', { quoteId }, key);

  it('serves the bundled rate table with its timestamp', async () => {
    const res = await as(t, m).get('/v1/wallet/exchange-rate?from=NGN&to=USD');
    expect(res.statusCode).toBe(200);
    const rate = dataOf(res);
    expect(rate).toMatchObject({
      from: 'NGN',
      to: 'USD',
      asOf: latest.asOf.toISOString(),
      source: 'bundled',
    });
    expect(rate.rate).toBeCloseTo(latest.perUsd.USD / latest.perUsd.NGN, 10);
    expect(rate.rates.NGN).toBe(1);
    expect(rate.rates.GBP).toBeCloseTo(latest.perUsd.GBP / latest.perUsd.NGN, 10);
    expect(dataOf(await as(t, m).get('/v1/wallet/exchange-rate')).rate).toBeNull();
  });

  it('quotes server-side with an expiry, then moves both legs in one transaction', async () => {
    const q = dataOf(await quote({ from: 'NGN', to: 'USD', amount: 15_321 }));
    expect(q).toMatchObject({ from: 'NGN', to: 'USD', amount: 15_321, status: 'open' });
    const expected = Math.floor(1_532_100 * Number(q.rate.toFixed(12))) / 100;
    expect(q.convertedAmount).toBeCloseTo(expected, 2);
    const ttl = new Date(q.expiresAt).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(50_000);
    expect(ttl).toBeLessThanOrEqual(60_000);

    const res = await execute(q.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Currency exchanged successfully');
    expect(dataOf(res).balances).toEqual([
      { currency: 'NGN', balance: 100_000 - 15_321 },
      { currency: 'USD', balance: q.convertedAmount },
    ]);
    expect(dataOf(res).quote.status).toBe('executed');
    const { rows } = await t.pool.query(
      `SELECT e.account, e.currency, e.amount FROM ledger_entries e JOIN ledger_transactions t
         ON t.merchant_id = e.merchant_id AND t.id = e.transaction_id
       WHERE t.reference = $1 ORDER BY e.currency, e.account`,
      [q.id],
    );
    const usdMinor = Math.round(q.convertedAmount * 100);
    expect(rows).toEqual([
      { account: 'fx', currency: 'NGN', amount: 1_532_100 },
      { account: 'wallet', currency: 'NGN', amount: -1_532_100 },
      { account: 'fx', currency: 'USD', amount: -usdMinor },
      { account: 'wallet', currency: 'USD', amount: usdMinor },
    ]);
  });

  it('uses a quote once: a retry with the same key replays, another key is refused', async () => {
    const q = dataOf(await quote({ from: 'NGN', to: 'EUR', amount: 1_000 }));
    const key = newKey();
    const first = await execute(q.id, key);
    const replay = await execute(q.id, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.body).toBe(first.body);
    const again = await execute(q.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This quote has already been used');
  });

  it('executes one of many concurrent attempts on the same quote', async () => {
    const q = dataOf(await quote({ from: 'NGN', to: 'GBP', amount: 2_000 }));
    const before = await balanceOf(t, m);
    const results = await Promise.all(Array.from({ length: 10 }, () => execute(q.id)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(9);
    expect(await balanceOf(t, m)).toBe(before - 2_000);
  });

  it('refuses an expired quote and leaves the balances alone', async () => {
    const q = dataOf(await quote({ from: 'NGN', to: 'USD', amount: 500 }));
    await t.pool.query(`UPDATE exchange_quotes SET expires_at = now() - interval '1 second' WHERE id = $1`, [
      q.id,
    ]);
    const before = await balanceOf(t, m);
    const res = await execute(q.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('This quote has expired. Get a new quote.');
    expect(await balanceOf(t, m)).toBe(before);
  });

  it('refuses more than the balance, and the quote stays usable', async () => {
    const q = dataOf(await quote({ from: 'USD', to: 'NGN', amount: 1_000_000 }));
    const res = await execute(q.id);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Insufficient balance');
    await topUp(t, m, 1_000_000, 'USD');
    expect((await execute(q.id)).statusCode).toBe(200);
  });

  it("validates the pair, and answers 404 for another merchant's quote", async () => {
    const same = await quote({ from: 'NGN', to: 'NGN', amount: 10 });
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe('Choose two different currencies');
    const tiny = await quote({ from: 'NGN', to: 'GBP', amount: 0.01 });
    expect(tiny.statusCode).toBe(422);
    const q = dataOf(await quote({ from: 'NGN', to: 'USD', amount: 10_000 }));
    const other = await createMerchant(t);
    const res = await execute(q.id, newKey(), other);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Quote not found');
  });
});
