import { and, eq, gt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { exchangeQuotes } from '../../db/schema/index.ts';
import { findOne, insertOne } from '../../lib/db/rows.ts';

export const exchangeRepository = {
  insert: (db: Executor, row: typeof exchangeQuotes.$inferInsert) => insertOne(db, exchangeQuotes, row),

  find: (db: Executor, merchantId: string, id: string) =>
    findOne(db, exchangeQuotes, and(eq(exchangeQuotes.merchantId, merchantId), eq(exchangeQuotes.id, id))),

  /** Uses an open, unexpired quote exactly once; undefined when it is missing, used or expired. */
  async execute(db: Executor, merchantId: string, id: string, ledgerTransactionId: string) {
    const [row] = await db
      .update(exchangeQuotes)
      .set({ status: 'executed', executedAt: sql`now()`, ledgerTransactionId })
      .where(
        and(
          eq(exchangeQuotes.merchantId, merchantId),
          eq(exchangeQuotes.id, id),
          eq(exchangeQuotes.status, 'open'),
          gt(exchangeQuotes.expiresAt, sql`now()`),
        ),
      )
      .returning();
    return row;
  },
};
