import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bankAccounts, bankVerifications, users } from '../../db/schema/index.ts';
import { preparedPerHandle } from '../../lib/prepared.ts';
import { insertOne } from '../../lib/db/rows.ts';

/** Read on every GET /v1/wallet (bench/README.md: a prepared statement, see lib/prepared.ts). */
const accountOfMerchant = preparedPerHandle((db) =>
  db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.merchantId, sql.placeholder('merchantId')))
    .prepare('bank_account_of_merchant'),
);

export const bankRepository = {
  insertVerification: (db: Executor, row: typeof bankVerifications.$inferInsert) =>
    insertOne(db, bankVerifications, row),

  async findVerification(db: Executor, merchantId: string, id: string) {
    const [row] = await db
      .select()
      .from(bankVerifications)
      .where(and(eq(bankVerifications.merchantId, merchantId), eq(bankVerifications.id, id)));
    return row;
  },

  /** The names an account of this merchant may be held in (bank-name-match.ts). */
  async findMerchantNames(db: Executor, merchantId: string) {
    const [row] = await db
      .select({ firstName: users.firstName, lastName: users.lastName, businessName: users.businessName })
      .from(users)
      .where(eq(users.id, merchantId));
    return row;
  },

  async findAccount(db: Executor, merchantId: string) {
    const [row] = await accountOfMerchant(db).execute({ merchantId });
    return row;
  },

  /**
   * Saves the withdrawal account, and mirrors it into the profile's `bank` (docs/product/wallet.md#bank-account) which the dashboard
   * reads from GET /v1/users/profile.
   */
  async saveAccount(db: Executor, row: Omit<typeof bankAccounts.$inferInsert, 'createdAt' | 'updatedAt'>) {
    const [saved] = await db
      .insert(bankAccounts)
      .values(row)
      .onConflictDoUpdate({ target: bankAccounts.merchantId, set: { ...row, updatedAt: new Date() } })
      .returning();
    await db
      .update(users)
      .set({
        bank: { bankCode: row.bankCode, accountNumber: row.accountNumber, beneficiaryName: row.accountName },
      })
      .where(eq(users.id, row.merchantId));
    return saved!;
  },
};
