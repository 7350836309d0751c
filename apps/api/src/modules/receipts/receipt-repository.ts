import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { receiptCounters, receipts } from '../../db/schema/index.ts';

export type ReceiptRow = typeof receipts.$inferSelect;
export type ReceiptInsert = Omit<typeof receipts.$inferInsert, 'receiptNumber'>;

export const receiptRepository = {
  /**
   * The merchant's next receipt number. The upsert holds the counter row's lock until the transaction
   * ends, so concurrent settlements queue here and a rolled-back one gives its number back (no gaps).
   */
  async nextNumber(tx: Executor, merchantId: string): Promise<number> {
    const [row] = await tx
      .insert(receiptCounters)
      .values({ merchantId, lastNumber: 1 })
      .onConflictDoUpdate({
        target: receiptCounters.merchantId,
        set: { lastNumber: sql`${receiptCounters.lastNumber} + 1` },
      })
      .returning({ lastNumber: receiptCounters.lastNumber });
    return row!.lastNumber;
  },

  async findByPayment(db: Executor, merchantId: string, paymentReference: string) {
    const [row] = await db
      .select()
      .from(receipts)
      .where(and(eq(receipts.merchantId, merchantId), eq(receipts.paymentReference, paymentReference)));
    return row;
  },

  async insert(tx: Executor, values: ReceiptInsert & { receiptNumber: number }) {
    const [row] = await tx.insert(receipts).values(values).returning();
    return row!;
  },

  async find(db: Executor, merchantId: string, id: string) {
    const [row] = await db
      .select()
      .from(receipts)
      .where(and(eq(receipts.merchantId, merchantId), eq(receipts.id, id)));
    return row;
  },

  async findByOrder(db: Executor, merchantId: string, orderId: string) {
    const [row] = await db
      .select()
      .from(receipts)
      .where(and(eq(receipts.merchantId, merchantId), eq(receipts.orderId, orderId)))
      .orderBy(receipts.receiptNumber)
      .limit(1);
    return row;
  },

  /** Receipts whose email has not gone out, locked so that two instances never mail one twice. */
  unmailed: (tx: Executor, limit: number) =>
    tx
      .select()
      .from(receipts)
      .where(isNull(receipts.mailedAt))
      .orderBy(receipts.paidAt)
      .limit(limit)
      .for('update', { skipLocked: true }),

  markMailed: (tx: Executor, row: ReceiptRow) =>
    tx
      .update(receipts)
      .set({ mailedAt: new Date() })
      .where(and(eq(receipts.merchantId, row.merchantId), eq(receipts.id, row.id))),
};
