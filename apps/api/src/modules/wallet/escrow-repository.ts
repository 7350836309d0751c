import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { escrowHolds } from '../../db/schema/index.ts';

export type EscrowRow = typeof escrowHolds.$inferSelect;
type EscrowStatus = EscrowRow['status'];

export const escrowRepository = {
  /** Undefined when the order already has a hold. */
  async insert(db: Executor, row: typeof escrowHolds.$inferInsert) {
    const [saved] = await db.insert(escrowHolds).values(row).onConflictDoNothing().returning();
    return saved;
  },

  async findByOrder(db: Executor, merchantId: string, orderId: string) {
    const [row] = await db
      .select()
      .from(escrowHolds)
      .where(and(eq(escrowHolds.merchantId, merchantId), eq(escrowHolds.orderId, orderId)));
    return row;
  },

  /** awaiting_payment → held, once, when the buyer's payment is confirmed. */
  async fund(db: Executor, reference: string, fundedTransactionId: string) {
    const [row] = await db
      .update(escrowHolds)
      .set({ status: 'held', fundedTransactionId, updatedAt: new Date() })
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
      .set({ status, settledTransactionId, updatedAt: new Date() })
      .where(
        and(
          eq(escrowHolds.merchantId, merchantId),
          eq(escrowHolds.orderId, orderId),
          eq(escrowHolds.status, 'held'),
        ),
      )
      .returning();
    return row;
  },
};
