import { and, eq, sql } from 'drizzle-orm';
import type { WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { ledgerEntries, ledgerTransactions, wallets } from '../../db/schema/index.ts';

export type LedgerKind = (typeof ledgerTransactions.$inferInsert)['kind'];

export const ledgerRepository = {
  async ensureWallet(db: Executor, merchantId: string, currency: WalletCurrency) {
    await db.insert(wallets).values({ merchantId, currency }).onConflictDoNothing();
  },

  /**
   * Adds `delta` to a wallet's balance unless that would take it below zero. The UPDATE takes the row
   * lock, and PostgreSQL re-checks the guard against the newest row after waiting for it, so concurrent
   * debits cannot overdraw. Returns the new balance, or undefined when refused (or no wallet).
   */
  async adjustBalance(db: Executor, merchantId: string, currency: WalletCurrency, delta: number) {
    const [row] = await db
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${delta}`, updatedAt: new Date() })
      .where(
        and(
          eq(wallets.merchantId, merchantId),
          eq(wallets.currency, currency),
          sql`${wallets.balance} + ${delta} >= 0`,
        ),
      )
      .returning({ balance: wallets.balance });
    return row?.balance;
  },

  async insertTransaction(db: Executor, row: typeof ledgerTransactions.$inferInsert) {
    await db.insert(ledgerTransactions).values(row);
  },

  async insertEntries(db: Executor, rows: (typeof ledgerEntries.$inferInsert)[]) {
    await db.insert(ledgerEntries).values(rows);
  },
};
