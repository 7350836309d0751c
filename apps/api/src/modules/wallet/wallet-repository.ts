import { asc, eq, sql } from 'drizzle-orm';
import type { WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { wallets } from '../../db/schema/index.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';

/** Read on every GET /v1/wallet (bench/README.md: a prepared statement, see lib/prepared.ts). */
const listOfMerchant = preparedPerHandle((db) =>
  db
    .select()
    .from(wallets)
    .where(eq(wallets.merchantId, sql.placeholder('merchantId')))
    .orderBy(asc(wallets.createdAt), asc(wallets.currency))
    .prepare('wallets_of_merchant'),
);

export const walletRepository = {
  async create(db: Executor, merchantId: string, currency: WalletCurrency) {
    const [row] = await db.insert(wallets).values({ merchantId, currency }).onConflictDoNothing().returning();
    return row;
  },

  async list(db: Executor, merchantId: string) {
    return listOfMerchant(db).execute({ merchantId });
  },
};
