import { and, asc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { orders, orderTimeline, refunds, returnRequests } from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/index.ts';

export type TimelineRow = typeof orderTimeline.$inferSelect;
export type ReturnRow = typeof returnRequests.$inferSelect;
type TimelineKind = TimelineRow['kind'];

const ofOrder = (t: { merchantId: AnyPgColumn; orderId: AnyPgColumn }, merchantId: string, orderId: string) =>
  and(eq(t.merchantId, merchantId), eq(t.orderId, orderId));

/** The refunds of orders, their timeline and the buyers' return requests. */
export const refundRepository = {
  /**
   * Adds a refund to the order's refunded sum, never past its total (the guard in the UPDATE, the check
   * orders_refunded_within_total behind it): partially_refunded, or refunded once nothing is left.
   * Undefined when the order is not paid or has less left than `amount`.
   */
  async addRefunded(db: Executor, merchantId: string, orderId: string, amount: number) {
    const after = sql`${orders.refundedAmount} + ${amount}`;
    const [row] = await db
      .update(orders)
      .set({
        refundedAmount: after,
        paymentStatus: sql`CASE WHEN ${after} = ${orders.totalPrice} THEN 'refunded' ELSE 'partially_refunded' END`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.merchantId, merchantId),
          eq(orders.id, orderId),
          sql`${orders.paymentStatus} IN ('paid', 'partially_refunded')`,
          sql`${after} <= ${orders.totalPrice}`,
        ),
      )
      .returning();
    return row as OrderRow | undefined;
  },

  /** The refunded sum grows by what another path already moved back (recordSettledRefund). */
  async addSettledRefund(db: Executor, merchantId: string, orderId: string, amount: number) {
    await db
      .update(orders)
      .set({ refundedAmount: sql`${orders.refundedAmount} + ${amount}`, updatedAt: new Date() })
      .where(and(eq(orders.merchantId, merchantId), eq(orders.id, orderId)));
  },

  /** Whether the order has the refund `id` (a retried request's, recorded already). */
  async has(db: Executor, merchantId: string, orderId: string, id: string): Promise<boolean> {
    const [row] = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.merchantId, merchantId), eq(refunds.orderId, orderId), eq(refunds.id, id)));
    return row !== undefined;
  },

  /** The ids of an order's refunds. */
  async idsOf(db: Executor, merchantId: string, orderId: string): Promise<Set<string>> {
    const rows = await db
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.merchantId, merchantId), eq(refunds.orderId, orderId)));
    return new Set(rows.map((row) => row.id));
  },

  async insertRefund(db: Executor, row: typeof refunds.$inferInsert) {
    await db.insert(refunds).values(row);
  },

  async addTimeline(
    db: Executor,
    merchantId: string,
    orderId: string,
    entry: { kind: TimelineKind; note?: string; amount?: number },
  ) {
    await db.insert(orderTimeline).values({ merchantId, orderId, ...entry });
  },

  timelineOf: (db: Executor, merchantId: string, orderId: string) =>
    db
      .select()
      .from(orderTimeline)
      .where(ofOrder(orderTimeline, merchantId, orderId))
      .orderBy(asc(orderTimeline.createdAt), asc(orderTimeline.id)),

  returnsOf: (db: Executor, merchantId: string, orderId: string) =>
    db
      .select()
      .from(returnRequests)
      .where(ofOrder(returnRequests, merchantId, orderId))
      .orderBy(asc(returnRequests.createdAt), asc(returnRequests.id)),

  async insertReturn(db: Executor, row: typeof returnRequests.$inferInsert) {
    const [saved] = await db.insert(returnRequests).values(row).returning();
    return saved!;
  },

  /** requested → accepted or declined, once; undefined when it was answered already (or is not there). */
  async decideReturn(
    db: Executor,
    merchantId: string,
    orderId: string,
    id: string,
    status: 'accepted' | 'declined',
  ) {
    const [row] = await db
      .update(returnRequests)
      .set({ status, decidedAt: new Date() })
      .where(
        and(
          ofOrder(returnRequests, merchantId, orderId),
          eq(returnRequests.id, id),
          eq(returnRequests.status, 'requested'),
        ),
      )
      .returning();
    return row;
  },
};
