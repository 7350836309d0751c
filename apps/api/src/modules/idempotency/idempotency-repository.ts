import { and, eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema/index.ts';

export type IdempotencyRow = typeof idempotencyKeys.$inferSelect;

export const idempotencyRepository = {
  async find(db: Executor, merchantId: string, key: string): Promise<IdempotencyRow | undefined> {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.merchantId, merchantId), eq(idempotencyKeys.key, key)));
    return row;
  },

  /**
   * Claims a key. A concurrent claim of the same key waits here until the first transaction ends; if it
   * committed, this returns false and the stored response can be read.
   */
  async claim(db: Executor, merchantId: string, key: string, requestHash: string): Promise<boolean> {
    const rows = await db
      .insert(idempotencyKeys)
      .values({ merchantId, key, requestHash })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return rows.length > 0;
  },

  async saveResponse(
    db: Executor,
    merchantId: string,
    key: string,
    statusCode: number,
    response: IdempotencyRow['response'],
  ) {
    await db
      .update(idempotencyKeys)
      .set({ statusCode, response })
      .where(and(eq(idempotencyKeys.merchantId, merchantId), eq(idempotencyKeys.key, key)));
  },

  /** Keys are kept 24 hours; older ones are dropped by the wallet job. */
  async purgeOlderThan(db: Executor, hours: number) {
    const rows = await db
      .delete(idempotencyKeys)
      .where(lt(idempotencyKeys.createdAt, sql`now() - make_interval(hours => ${hours})`))
      .returning({ key: idempotencyKeys.key });
    return rows.length;
  },
};
