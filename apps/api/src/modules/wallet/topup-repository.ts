import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { topups } from '../../db/schema/index.ts';

export const topupRepository = {
  async insert(db: Executor, row: typeof topups.$inferInsert) {
    const [saved] = await db.insert(topups).values(row).returning();
    return saved!;
  },

  async findByReference(db: Executor, merchantId: string, reference: string) {
    const [row] = await db
      .select()
      .from(topups)
      .where(and(eq(topups.merchantId, merchantId), eq(topups.reference, reference)));
    return row;
  },

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
