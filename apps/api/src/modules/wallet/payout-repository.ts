import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';

export type PayoutRow = typeof payouts.$inferSelect;

export const payoutRepository = {
  async insert(db: Executor, row: typeof payouts.$inferInsert) {
    const [saved] = await db.insert(payouts).values(row).returning();
    return saved!;
  },

  async findByReference(db: Executor, merchantId: string, reference: string) {
    const [row] = await db
      .select()
      .from(payouts)
      .where(and(eq(payouts.merchantId, merchantId), eq(payouts.reference, reference)));
    return row;
  },

  async setTransferCode(db: Executor, merchantId: string, reference: string, transferCode: string) {
    await db
      .update(payouts)
      .set({ transferCode, updatedAt: new Date() })
      .where(
        and(
          eq(payouts.merchantId, merchantId),
          eq(payouts.reference, reference),
          isNull(payouts.transferCode),
        ),
      );
  },

  /** Moves a pending payout to its outcome exactly once; undefined when it was no longer pending. */
  async settle(
    db: Executor,
    reference: string,
    set: Pick<PayoutRow, 'status' | 'failureReason' | 'settlementTransactionId'>,
  ) {
    const [row] = await db
      .update(payouts)
      .set({ ...set, updatedAt: new Date() })
      .where(and(eq(payouts.reference, reference), eq(payouts.status, 'pending')))
      .returning();
    return row;
  },

  /**
   * The merchant's payouts of the last `seconds`, and how long until the oldest of them leaves that window.
   * The caller holds the merchant's withdrawal lock, so the count cannot change before it inserts.
   */
  async countRecent(db: Executor, merchantId: string, seconds: number) {
    const [row] = await db
      .select({
        count: sql<number>`count(*)::int`,
        secondsLeft: sql<number>`coalesce(extract(epoch FROM min(${payouts.createdAt}) - now()), 0)::float8 + ${seconds}`,
      })
      .from(payouts)
      .where(
        and(
          eq(payouts.merchantId, merchantId),
          gt(payouts.createdAt, sql`now() - make_interval(secs => ${seconds})`),
        ),
      );
    return row!;
  },

  /** Pending payouts the provider never acknowledged (the process stopped between commit and dispatch). */
  async undispatched(db: Executor, olderThanSeconds: number) {
    return db
      .select()
      .from(payouts)
      .where(
        and(
          eq(payouts.status, 'pending'),
          isNull(payouts.transferCode),
          lt(payouts.createdAt, sql`now() - make_interval(secs => ${olderThanSeconds})`),
        ),
      )
      .orderBy(asc(payouts.createdAt))
      .limit(100);
  },
};
