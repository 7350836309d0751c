import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../src/db/schema/columns.ts';
import { ACCOUNTS, type Posting, postTransaction } from '../../src/modules/wallet/ledger.ts';
import type { TestApp } from '../helpers/app.ts';
import { type TestMerchant, withMerchant } from '../helpers/merchant.ts';
import { createWalletApp, topUp } from './wallet-helpers.ts';

describe('the ledger guards itself in the database', () => {
  let t: TestApp, m: TestMerchant;
  beforeAll(async () => {
    ({ t, m } = await withMerchant(createWalletApp()));
    await topUp(t, m, 100);
  });
  afterAll(() => t.close());

  it('refuses to update, delete or truncate ledger rows', async () => {
    await expect(
      t.pool.query('UPDATE ledger_entries SET amount = amount * 2 WHERE merchant_id = $1', [m.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.pool.query('DELETE FROM ledger_entries WHERE merchant_id = $1', [m.id])).rejects.toThrow(
      /append-only/,
    );
    await expect(
      t.pool.query(`UPDATE ledger_transactions SET description = 'x' WHERE merchant_id = $1`, [m.id]),
    ).rejects.toThrow(/append-only/);
    await expect(t.pool.query('TRUNCATE ledger_entries CASCADE')).rejects.toThrow(/append-only/);
  });

  it('refuses at commit a transaction whose legs do not sum to zero', async () => {
    const id = newId();
    const client = await t.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query(
        `INSERT INTO ledger_transactions (merchant_id, id, kind, reference, description) VALUES ($1, $2, 'topup', 'x', 'x')`,
        [m.id, id],
      );
      await client.query(
        `INSERT INTO ledger_entries (merchant_id, id, transaction_id, account, currency, amount) VALUES ($1, $2, $3, 'wallet', 'NGN', 500), ($1, $4, $3, 'fx', 'NGN', -400)`,
        [m.id, newId(), id, newId()],
      );
      await expect(client.query('COMMIT')).rejects.toThrow(/does not sum to zero/);
    } finally {
      client.release();
    }
  });

  it('never lets a balance go below zero, even bypassing the service', async () => {
    await expect(
      t.pool.query(`UPDATE wallets SET balance = -1 WHERE merchant_id = $1`, [m.id]),
    ).rejects.toThrow(/wallets_balance_non_negative/);
  });

  it('posts only balanced transactions, and refuses an overdraft with 422', async () => {
    const post = (kind: 'topup' | 'withdrawal', reference: string, postings: Posting[]) =>
      t.db.transaction((tx) =>
        postTransaction(tx, m.id, { kind, reference, description: reference, postings }),
      );
    await expect(
      post('topup', 'bad', [
        { account: ACCOUNTS.wallet, currency: 'NGN', amount: 100 },
        { account: ACCOUNTS.fx, currency: 'USD', amount: -100 },
      ]),
    ).rejects.toThrow(/does not balance/);
    await expect(
      post('withdrawal', 'big', [
        { account: ACCOUNTS.wallet, currency: 'NGN', amount: -10_001 },
        { account: ACCOUNTS.payoutsInTransit, currency: 'NGN', amount: 10_001 },
      ]),
    ).rejects.toMatchObject({ statusCode: 422, message: 'Insufficient balance' });
    const { rows } = await t.pool.query(`SELECT balance FROM wallets WHERE merchant_id = $1`, [m.id]);
    expect(rows[0].balance).toBe(10_000);
  });
});
