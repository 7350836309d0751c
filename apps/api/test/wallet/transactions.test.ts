import { addBusinessDays, businessDay } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ACCOUNTS } from '../../src/providers/payments/simulated/bank-directory.ts';
import type { TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { as, createWalletApp, dataOf, PIN, saveBank, setPin, settle, topUp } from './wallet-helpers.ts';

type Line = {
  id: string;
  type: string;
  action: string;
  amount: number;
  currency: string;
  paymentStatus: string;
  createdAt: string;
};
type Page = { results: Line[]; page: number; limit: number; totalPages: number; totalResults: number };

describe('GET /v1/wallet/transactions', () => {
  let t: TestApp;
  let a: TestMerchant;
  let b: TestMerchant;
  const list = async (query = '', who = a) => {
    const res = await as(t, who).get(`/v1/wallet/transactions${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return dataOf<Page>(res);
  };

  beforeAll(async () => {
    t = await createWalletApp();
    a = await createMerchant(t);
    b = await createMerchant(t);
    await setPin(t, a);
    await saveBank(t, a, TEST_ACCOUNTS.transferFails);
    await topUp(t, a, 50_000);
    await topUp(t, a, 100, 'USD');
    // A failed withdrawal and its reversal.
    await as(t, a).move('/v1/wallet/debit', { amount: 1_000, pin: PIN });
    await settle(t);
    await saveBank(t, a);
    // A pending withdrawal (the job has not run).
    await as(t, a).move('/v1/wallet/debit', { amount: 20_000, pin: PIN });
    const q = dataOf(
      await as(t, a).post('/v1/wallet/exchange-quote', { from: 'USD', to: 'NGN', amount: 10 }),
    );
    await as(t, a).move('/v1/wallet/exchange-currency', { quoteId: q.id });
  });
  afterAll(() => t.close());

  it('lists the statement newest first, paginated', async () => {
    const all = await list();
    expect(all).toMatchObject({ page: 1, limit: 10, totalResults: 7, totalPages: 1 });
    expect(all.results.map((l) => `${l.type}:${l.action}:${l.currency}`)).toEqual([
      'exchange:credit:NGN',
      'exchange:debit:USD',
      'withdrawal:debit:NGN',
      'withdrawal_reversal:credit:NGN',
      'withdrawal:debit:NGN',
      'topup:credit:USD',
      'topup:credit:NGN',
    ]);
    const page2 = await list('?limit=3&page=2');
    expect(page2).toMatchObject({ page: 2, limit: 3, totalResults: 7, totalPages: 3 });
    expect(page2.results.map((l) => l.id)).toEqual(all.results.slice(3, 6).map((l) => l.id));
    expect((await list('?limit=3&page=4')).results).toEqual([]);
  });

  it('filters by paymentStatus, action, type, currency', async () => {
    expect((await list('?paymentStatus=pending')).results).toEqual([
      expect.objectContaining({ type: 'withdrawal', amount: 20_000, paymentStatus: 'pending' }),
    ]);
    expect((await list('?paymentStatus=failed')).results).toEqual([
      expect.objectContaining({ type: 'withdrawal', amount: 1_000, paymentStatus: 'failed' }),
    ]);
    expect((await list('?paymentStatus=success')).totalResults).toBe(5);
    expect((await list('?action=debit')).results.every((l) => l.action === 'debit')).toBe(true);
    expect((await list('?action=debit')).totalResults).toBe(3);
    expect((await list('?action=credit&currency=NGN')).totalResults).toBe(3);
    expect((await list('?type=topup')).totalResults).toBe(2);
    expect((await list('?paymentStatus=pending&action=credit')).totalResults).toBe(0);
  });

  it('filters by date range (inclusive UTC days)', async () => {
    const today = businessDay();
    const yesterday = addBusinessDays(today, -1);
    expect((await list(`?startDate=${today}&endDate=${today}`)).totalResults).toBe(7);
    expect((await list(`?endDate=${yesterday}`)).totalResults).toBe(0);
    expect((await list('?startDate=2020-01-01&endDate=2020-01-31')).totalResults).toBe(0);
    const bad = await as(t, a).get(`/v1/wallet/transactions?startDate=${today}&endDate=${yesterday}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('startDate must not be after endDate');
    expect((await as(t, a).get('/v1/wallet/transactions?paymentStatus=lost')).statusCode).toBe(400);
  });

  it("does not let merchant B read A's transactions (404)", async () => {
    expect(await list('', b)).toMatchObject({ results: [], totalResults: 0, totalPages: 0 });
    const line = (await list()).results[0]!;
    expect(dataOf(await as(t, a).get(`/v1/wallet/transactions/${line.id}`))).toEqual(line);
    const res = await as(t, b).get(`/v1/wallet/transactions/${line.id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Transaction not found');
    const missing = await as(t, b).get('/v1/wallet/transactions/0190a5b4-0000-7000-8000-000000000000');
    expect(missing.json()).toEqual(res.json());
  });
});
