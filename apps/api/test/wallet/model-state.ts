import { expect } from 'vitest';
import { TEST_ACCOUNTS } from '../../src/providers/payments/simulated/bank-directory.ts';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';
import { GOOD_ACCOUNT } from './wallet-helpers.ts';

/** The wallet model of the fast-check test: what the wallet should hold, and the checks against the database. */

export type Currency = 'NGN' | 'USD' | 'GBP' | 'EUR';
export type Fate = 'success' | 'failed' | 'reversed';
export const CURRENCIES: Currency[] = ['NGN', 'USD', 'GBP', 'EUR'];
export const ACCOUNT_FOR: Record<Fate, string> = {
  success: GOOD_ACCOUNT,
  failed: TEST_ACCOUNTS.transferFails,
  reversed: TEST_ACCOUNTS.transferReversed,
};

/** What the wallet should hold, in minor units, as predicted from the commands alone. */
export interface Model {
  balance: Record<Currency, number>;
  escrow: Record<Currency, number>;
  holds: { orderId: string; currency: Currency; amount: number; status: 'held' | 'released' | 'refunded' }[];
  pending: { amount: number; fate: Fate }[];
  bank: Fate;
}
export interface Real {
  t: TestApp;
  m: TestMerchant;
}

export const zero = (): Record<Currency, number> => ({ NGN: 0, USD: 0, GBP: 0, EUR: 0 });
export const minor = (major: number) => Math.round(major * 100);

/** Each run starts with a merchant who has a PIN, a bank account and this much NGN. */
export const START_NGN = 100_000;

export const initialModel = (): Model => ({
  balance: { ...zero(), NGN: minor(START_NGN) },
  escrow: zero(),
  holds: [],
  pending: [],
  bank: 'success',
});

/** Checks the database against the ledger's invariants and the model, for one merchant. */
export async function checkInvariants(model: Model, { t, m }: Real) {
  const { rows: unbalanced } = await t.pool.query(
    `SELECT transaction_id FROM ledger_entries WHERE merchant_id = $1 GROUP BY transaction_id, currency HAVING sum(amount) <> 0`,
    [m.id],
  );
  expect(unbalanced, 'every transaction sums to 0 per currency').toEqual([]);
  const { rows: accounts } = await t.pool.query(
    `SELECT account, currency, sum(amount)::bigint AS total FROM ledger_entries WHERE merchant_id = $1 GROUP BY account, currency`,
    [m.id],
  );
  const sum = (account: string, currency: Currency) =>
    accounts.find((r) => r.account === account && r.currency === currency)?.total ?? 0;
  const { rows: wallets } = await t.pool.query(
    `SELECT currency, balance FROM wallets WHERE merchant_id = $1`,
    [m.id],
  );
  for (const w of wallets) {
    expect(w.balance, `${w.currency} balance = Σ entries`).toBe(sum('wallet', w.currency));
    expect(w.balance, `${w.currency} balance ≥ 0`).toBeGreaterThanOrEqual(0);
  }
  for (const c of CURRENCIES) {
    expect(wallets.find((w) => w.currency === c)?.balance ?? 0, `${c} balance as modelled`).toBe(
      model.balance[c],
    );
    expect(sum('escrow', c), `${c} escrow as modelled`).toBe(model.escrow[c]);
  }
  expect(sum('payouts:in_transit', 'NGN'), 'in transit = pending payouts').toBe(
    model.pending.reduce((s, p) => s + p.amount, 0),
  );
}
