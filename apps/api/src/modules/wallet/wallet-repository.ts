import { asc, eq } from 'drizzle-orm';
import type { WalletCurrency } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { wallets } from '../../db/schema/index.ts';

export const walletRepository = {
  async create(db: Executor, merchantId: string, currency: WalletCurrency) {
    const [row] = await db.insert(wallets).values({ merchantId, currency }).onConflictDoNothing().returning();
    return row;
  },

  async list(db: Executor, merchantId: string) {
    return db
      .select()
      .from(wallets)
      .where(eq(wallets.merchantId, merchantId))
      .orderBy(asc(wallets.createdAt), asc(wallets.currency));
  },
};
