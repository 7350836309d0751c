import { and, asc, eq, sql } from 'drizzle-orm';
import type { WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { bankAccounts, ledgerAccountTotals, users, walletPins, wallets } from '../../db/schema/index.ts';
import { ACCOUNTS } from './ledger.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';
import { locked } from './pin-repository.ts';

/**
 * GET /v1/wallet in one statement: the merchant (always there) with its wallets, each wallet's escrow
 * balance (kept beside the ledger in ledger_account_totals, migration 0028), its bank account and its PIN's state; one row per
 * wallet, or one row without a wallet. Every join is by a unique key, so the generic plan is the best one.
 */
const overviewOfMerchant = preparedPerHandle((db) =>
  db
    .select({
      wallet: wallets,
      escrow: ledgerAccountTotals.balance,
      bankAccount: bankAccounts,
      pinOf: walletPins.merchantId,
      pinLocked: locked,
      pinLockedUntil: walletPins.lockedUntil,
    })
    .from(users)
    .leftJoin(wallets, eq(wallets.merchantId, users.id))
    .leftJoin(
      ledgerAccountTotals,
      and(
        eq(ledgerAccountTotals.merchantId, wallets.merchantId),
        eq(ledgerAccountTotals.account, ACCOUNTS.escrow),
        eq(ledgerAccountTotals.currency, wallets.currency),
      ),
    )
    .leftJoin(bankAccounts, eq(bankAccounts.merchantId, users.id))
    .leftJoin(walletPins, eq(walletPins.merchantId, users.id))
    .where(eq(users.id, sql.placeholder('merchantId')))
    .orderBy(asc(wallets.createdAt), asc(wallets.currency))
    .prepare('wallet_overview_of_merchant'),
);

export const walletRepository = {
  async overview(db: Executor, merchantId: string) {
    return overviewOfMerchant(db).execute({ merchantId });
  },

  async create(db: Executor, merchantId: string, currency: WalletCurrency) {
    const [row] = await db.insert(wallets).values({ merchantId, currency }).onConflictDoNothing().returning();
    return row;
  },
};
