import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, type Posting, postTransaction } from '../../src/modules/wallet/ledger.ts';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { createWalletApp, ledgerViolations, topUp } from './wallet-helpers.ts';

const hold = (amount: number): Posting[] => [
  { account: ACCOUNTS.provider('paystack'), currency: 'NGN', amount: -amount },
  { account: ACCOUNTS.escrow, currency: 'NGN', amount },
];
const release = (amount: number): Posting[] => [
  { account: ACCOUNTS.escrow, currency: 'NGN', amount: -amount },
  { account: ACCOUNTS.wallet, currency: 'NGN', amount },
];

/** Resolves once some backend of the test database waits on a lock. */
async function someoneWaits(t: TestApp) {
  for (let i = 0; i < 200; i += 1) {
    const { rows } = await t.pool.query(
      `SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('no transaction ever waited');
}

describe('ledger postings of one merchant take their locks in one order', () => {
  let t: TestApp, m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createWalletApp()));
    await topUp(t, m, 100);
  });
  afterAll(() => t.close());

  // A transaction that holds money in escrow and then releases it, beside another releasing escrow to the
  // wallet: escrow-then-wallet against wallet-then-escrow would deadlock on the kept balances.
  it('a hold then a release in one transaction, racing a release in another, both commit', async () => {
    let holdPosted!: () => void;
    const afterHold = new Promise<void>((resolve) => (holdPosted = resolve));
    const post = (tx: Parameters<typeof postTransaction>[0], reference: string, postings: Posting[]) =>
      postTransaction(tx, m.id, { kind: 'escrow_release', reference, description: reference, postings });

    const first = t.db.transaction(async (tx) => {
      await post(tx, 'race-hold', hold(500));
      holdPosted();
      await someoneWaits(t);
      await post(tx, 'race-release-1', release(500));
    });
    await afterHold;
    const second = t.db.transaction((tx) => post(tx, 'race-release-2', release(100)));
    await expect(Promise.all([first, second])).resolves.toBeDefined();
    expect(await ledgerViolations(t)).toEqual([]);
  });
});
