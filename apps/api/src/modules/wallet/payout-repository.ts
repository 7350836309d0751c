import { and, asc, desc, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { payouts } from '../../db/schema/index.ts';
import { findOne, insertOne } from '../../lib/db/rows.ts';

export type PayoutRow = typeof payouts.$inferSelect;

export const payoutRepository = {
  insert: (db: Executor, row: typeof payouts.$inferInsert) => insertOne(db, payouts, row),

  findByReference: (db: Executor, merchantId: string, reference: string) =>
    findOne(db, payouts, and(eq(payouts.merchantId, merchantId), eq(payouts.reference, reference))),

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

  /**
   * Moves a payout from `from` to its outcome exactly once; undefined when it was no longer in `from`
   * (a transfer settles a pending payout; an operator cancels a held one), or does not `match` the
   * transfer the provider reports.
   */
  async settle(
    db: Executor,
    reference: string,
    set: Pick<PayoutRow, 'status' | 'failureReason' | 'settlementTransactionId'>,
    from: 'pending' | 'held' = 'pending',
    match?: { amount: number; currency: string },
  ) {
    const [row] = await db
      .update(payouts)
      .set({ ...set, heldUntil: null, updatedAt: new Date() })
      .where(
        and(
          eq(payouts.reference, reference),
          eq(payouts.status, from),
          match ? eq(payouts.amount, match.amount) : undefined,
          match ? sql`${payouts.currency} = ${match.currency}` : undefined,
        ),
      )
      .returning();
    return row;
  },

  /** A held payout becomes pending (to be sent); undefined when it was not held (or, `dueOnly`, not yet due). */
  async release(db: Executor, reference: string, dueOnly: boolean) {
    const [row] = await db
      .update(payouts)
      .set({ status: 'pending', heldUntil: null, updatedAt: new Date() })
      .where(
        and(
          eq(payouts.reference, reference),
          eq(payouts.status, 'held'),
          dueOnly ? lte(payouts.heldUntil, sql`now()`) : undefined,
        ),
      )
      .returning();
    return row;
  },

  /** Held payouts whose hold has ended, oldest first. */
  async dueHolds(db: Executor, limit = 100) {
    return db
      .select({ reference: payouts.reference })
      .from(payouts)
      .where(and(eq(payouts.status, 'held'), lte(payouts.heldUntil, sql`now()`)))
      .orderBy(asc(payouts.heldUntil))
      .limit(limit);
  },

  /** Payouts in a status (all when none), newest first: the operator's list. */
  async list(db: Executor, status: PayoutRow['status'] | undefined, limit: number) {
    return db
      .select()
      .from(payouts)
      .where(status ? eq(payouts.status, status) : undefined)
      .orderBy(desc(payouts.createdAt))
      .limit(limit);
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
