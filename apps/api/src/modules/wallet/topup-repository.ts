import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { topups } from '../../db/schema/index.ts';
import { findOne, insertOne } from '../../lib/db/rows.ts';

export const topupRepository = {
  insert: (db: Executor, row: typeof topups.$inferInsert) => insertOne(db, topups, row),

  findByReference: (db: Executor, merchantId: string, reference: string) =>
    findOne(db, topups, and(eq(topups.merchantId, merchantId), eq(topups.reference, reference))),

  /** Moves a pending top-up to its outcome exactly once; undefined when it was no longer pending. */
  async settle(db: Executor, reference: string, set: Partial<typeof topups.$inferInsert>) {
    const [row] = await db
      .update(topups)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(topups.reference, reference), eq(topups.status, 'pending')))
      .returning();
    return row;
  },
};
