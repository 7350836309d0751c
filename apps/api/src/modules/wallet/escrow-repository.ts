import { and, asc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { escrowHolds } from '../../db/schema/index.ts';

export type EscrowRow = typeof escrowHolds.$inferSelect;
type EscrowStatus = EscrowRow['status'];

const ofOrder = (merchantId: string, orderId: string) =>
  and(eq(escrowHolds.merchantId, merchantId), eq(escrowHolds.orderId, orderId));

export const escrowRepository = {
  /** Undefined when the order already has a hold. */
  async insert(db: Executor, row: typeof escrowHolds.$inferInsert) {
    const [saved] = await db.insert(escrowHolds).values(row).onConflictDoNothing().returning();
    return saved;
  },

  async findByOrder(db: Executor, merchantId: string, orderId: string) {
    const [row] = await db.select().from(escrowHolds).where(ofOrder(merchantId, orderId));
    return row;
  },

  async findByOrders(db: Executor, merchantId: string, orderIds: string[]): Promise<EscrowRow[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(escrowHolds)
      .where(and(eq(escrowHolds.merchantId, merchantId), inArray(escrowHolds.orderId, orderIds)));
  },

  async findByReference(db: Executor, reference: string) {
    const [row] = await db.select().from(escrowHolds).where(eq(escrowHolds.reference, reference));
    return row;
  },

  /** awaiting_payment → held, once, when the buyer's payment is confirmed. */
  async fund(db: Executor, reference: string, fundedTransactionId: string) {
    const [row] = await db
      .update(escrowHolds)
      .set({ status: 'held', fundedTransactionId, fundedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(escrowHolds.reference, reference), eq(escrowHolds.status, 'awaiting_payment')))
      .returning();
    return row;
  },

  /** held → released or refunded, once: concurrent attempts find nothing held. */
  async settle(
    db: Executor,
    merchantId: string,
    orderId: string,
    status: EscrowStatus,
    settledTransactionId: string,
  ) {
    const [row] = await db
      .update(escrowHolds)
      .set({ status, settledTransactionId, releaseAt: null, updatedAt: new Date() })
      .where(and(ofOrder(merchantId, orderId), eq(escrowHolds.status, 'held')))
      .returning();
    return row;
  },

  /**
   * Takes `amount` of a held payment for a refund, never past the hold; the hold becomes 'refunded' when
   * nothing is left. Undefined when the hold is not held (released meanwhile) or has less left.
   */
  async takeRefund(db: Executor, merchantId: string, orderId: string, amount: number, transactionId: string) {
    const after = sql`${escrowHolds.refundedAmount} + ${amount}`;
    const whole = sql`${after} = ${escrowHolds.amount}`;
    const [row] = await db
      .update(escrowHolds)
      .set({
        refundedAmount: after,
        status: sql`CASE WHEN ${whole} THEN 'refunded' ELSE ${escrowHolds.status} END`,
        settledTransactionId: sql`CASE WHEN ${whole} THEN ${transactionId}::uuid ELSE NULL END`,
        releaseAt: sql`CASE WHEN ${whole} THEN NULL ELSE ${escrowHolds.releaseAt} END`,
        updatedAt: new Date(),
      })
      .where(
        and(
          ofOrder(merchantId, orderId),
          eq(escrowHolds.status, 'held'),
          sql`${after} <= ${escrowHolds.amount}`,
        ),
      )
      .returning();
    return row;
  },

  /** Moves a hold from one status to another (no money moves); undefined when it was elsewhere. */
  async move(db: Executor, merchantId: string, orderId: string, from: EscrowStatus, to: EscrowStatus) {
    const [row] = await db
      .update(escrowHolds)
      .set({ status: to, updatedAt: new Date() })
      .where(and(ofOrder(merchantId, orderId), eq(escrowHolds.status, from)))
      .returning();
    return row;
  },

  /** When a held payment is released; only a held one. */
  async setReleaseAt(db: Executor, merchantId: string, orderId: string, releaseAt: Date) {
    const [row] = await db
      .update(escrowHolds)
      .set({ releaseAt, updatedAt: new Date() })
      .where(and(ofOrder(merchantId, orderId), eq(escrowHolds.status, 'held')))
      .returning();
    return row;
  },

  /**
   * Locks up to `limit` held payments whose release time has come, skipping rows another instance holds,
   * so several instances share the release job without releasing one twice.
   */
  async claimDueReleases(db: Executor, now: Date, limit: number): Promise<EscrowRow[]> {
    return db
      .select()
      .from(escrowHolds)
      .where(
        and(
          eq(escrowHolds.status, 'held'),
          isNotNull(escrowHolds.releaseAt),
          lte(escrowHolds.releaseAt, now),
        ),
      )
      .orderBy(asc(escrowHolds.releaseAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  },

  /** A merchant's funded order holds, newest first (the settlement list). */
  async pageOfOrders(
    db: Executor,
    merchantId: string,
    status: EscrowStatus | undefined,
    page: number,
    limit: number,
  ) {
    const where = and(
      eq(escrowHolds.merchantId, merchantId),
      isNotNull(escrowHolds.orderType),
      isNotNull(escrowHolds.fundedTransactionId),
      status ? eq(escrowHolds.status, status) : undefined,
    );
    const [rows, [counted]] = await Promise.all([
      db
        .select()
        .from(escrowHolds)
        .where(where)
        .orderBy(sql`${escrowHolds.createdAt} desc nulls last`, sql`${escrowHolds.id} desc`)
        .limit(limit)
        .offset((page - 1) * limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(escrowHolds)
        .where(where),
    ]);
    return { rows, total: counted?.total ?? 0 };
  },
};
