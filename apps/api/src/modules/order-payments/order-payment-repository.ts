import { and, asc, eq, inArray, isNull, lte, notInArray, sql } from 'drizzle-orm';
import type { OrderPaymentStatus } from '@oja/contracts';
import type { Executor } from '../../db/client.ts';
import { orders, orderTimeline, products } from '../../db/schema/index.ts';
import type { OrderRow } from '../orders/index.ts';

const byId = (merchantId: string, id: string) => and(eq(orders.merchantId, merchantId), eq(orders.id, id));
const dueUnpaid = (now: Date) =>
  and(eq(orders.paymentStatus, 'awaiting_payment'), lte(orders.paymentDueAt, now));
const cancelledStatus = sql`CASE WHEN ${orders.type} = 'PRODUCT' THEN 'cancelled' ELSE 'CANCELLED' END`;

/** The payment columns of orders, and the stock an unpaid or cancelled order gives back. */
export const orderPaymentRepository = {
  /**
   * awaiting_payment → paid, once; a booking waiting for its payment (NOT_PAID) becomes a new order.
   * Undefined when the order was no longer awaiting payment.
   */
  async markPaid(db: Executor, merchantId: string, id: string, paidAt: Date): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({
        paymentStatus: 'paid',
        paidAt,
        paymentDueAt: null,
        status: sql`CASE WHEN ${orders.status} = 'NOT_PAID' THEN 'NEW' ELSE ${orders.status} END`,
      })
      .where(and(byId(merchantId, id), eq(orders.paymentStatus, 'awaiting_payment')))
      .returning();
    return row;
  },

  /**
   * awaiting_payment → partially_paid, once: the deposit is paid, so the order no longer expires (its stock
   * or slot stays held) and a booking waiting for its payment becomes a new order.
   */
  async markDepositPaid(db: Executor, merchantId: string, id: string): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({
        paymentStatus: 'partially_paid',
        paymentDueAt: null,
        status: sql`CASE WHEN ${orders.status} = 'NOT_PAID' THEN 'NEW' ELSE ${orders.status} END`,
      })
      .where(and(byId(merchantId, id), eq(orders.paymentStatus, 'awaiting_payment')))
      .returning();
    return row;
  },

  /** partially_paid → paid, once: the rest of a deposit order is paid. */
  async markBalancePaid(db: Executor, merchantId: string, id: string, paidAt: Date) {
    const [row] = await db
      .update(orders)
      .set({ paymentStatus: 'paid', paidAt })
      .where(and(byId(merchantId, id), eq(orders.paymentStatus, 'partially_paid')))
      .returning();
    return row;
  },

  /** Records the checkout of a deposit order's rest, unless one is recorded already. */
  async setBalanceCheckout(
    db: Executor,
    merchantId: string,
    id: string,
    checkout: { reference: string; authorizationUrl: string },
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ balanceReference: checkout.reference, balanceUrl: checkout.authorizationUrl })
      .where(
        and(
          byId(merchantId, id),
          eq(orders.paymentStatus, 'partially_paid'),
          isNull(orders.balanceReference),
        ),
      )
      .returning();
    return row;
  },

  /** Cancels an order whose payment is in one of `from`, setting its payment to `to`; undefined otherwise. */
  async cancel(
    db: Executor,
    merchantId: string,
    id: string,
    from: readonly OrderPaymentStatus[],
    to: OrderPaymentStatus,
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ status: cancelledStatus, paymentStatus: to, paymentDueAt: null })
      .where(and(byId(merchantId, id), inArray(orders.paymentStatus, [...from])))
      .returning();
    return row;
  },

  async setPaymentStatus(
    db: Executor,
    merchantId: string,
    id: string,
    from: OrderPaymentStatus,
    to: OrderPaymentStatus,
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .update(orders)
      .set({ paymentStatus: to })
      .where(and(byId(merchantId, id), eq(orders.paymentStatus, from)))
      .returning();
    return row;
  },

  /** The unpaid order whose payment time is over longest (any merchant), but those in `passed`. */
  async nextDueUnpaid(db: Executor, now: Date, passed: readonly string[]) {
    const [row] = await db
      .select({ id: orders.id, merchantId: orders.merchantId })
      .from(orders)
      .where(and(dueUnpaid(now), passed.length ? notInArray(orders.id, [...passed]) : undefined))
      .orderBy(asc(orders.paymentDueAt))
      .limit(1);
    return row;
  },

  /** Whether the order's lines went back to stock already (its timeline's 'restock' entry). */
  async wasRestocked(db: Executor, merchantId: string, orderId: string) {
    const [row] = await db
      .select({ id: orderTimeline.id })
      .from(orderTimeline)
      .where(
        and(
          eq(orderTimeline.merchantId, merchantId),
          eq(orderTimeline.orderId, orderId),
          eq(orderTimeline.kind, 'restock'),
        ),
      )
      .limit(1);
    return row !== undefined;
  },

  async recordRestock(db: Executor, merchantId: string, orderId: string) {
    await db.insert(orderTimeline).values({ merchantId, orderId, kind: 'restock' });
  },

  /** Gives units back to a product (still in the catalogue or not: a deleted product is skipped). */
  async restock(db: Executor, merchantId: string, productId: string, quantity: number) {
    await db
      .update(products)
      .set({ units: sql`${products.units} + ${quantity}` })
      .where(and(eq(products.merchantId, merchantId), eq(products.id, productId)));
  },
};
