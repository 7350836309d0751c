import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoicePayments } from '../../db/schema/index.ts';
import { insertOne } from '../../lib/db/rows.ts';

export type InvoicePaymentRow = typeof invoicePayments.$inferSelect;
type Status = InvoicePaymentRow['status'];

const byReference = (merchantId: string, reference: string) =>
  and(eq(invoicePayments.merchantId, merchantId), eq(invoicePayments.reference, reference));

export const invoicePaymentRepository = {
  insert: (tx: Executor, values: typeof invoicePayments.$inferInsert) =>
    insertOne(tx, invoicePayments, values),

  /** The invoice's checkouts still awaiting the buyer, oldest first. */
  async pendingFor(db: Executor, merchantId: string, invoiceId: string): Promise<InvoicePaymentRow[]> {
    return db
      .select()
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.merchantId, merchantId),
          eq(invoicePayments.invoiceId, invoiceId),
          eq(invoicePayments.status, 'pending'),
        ),
      )
      .orderBy(asc(invoicePayments.createdAt));
  },

  /** Pending checkouts opened between `after` and `before`, newest first, for the reconciliation job (any merchant). */
  async pendingBetween(db: Executor, after: Date, before: Date, limit: number): Promise<InvoicePaymentRow[]> {
    return db
      .select()
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.status, 'pending'),
          gt(invoicePayments.createdAt, after),
          lt(invoicePayments.createdAt, before),
        ),
      )
      .orderBy(desc(invoicePayments.createdAt))
      .limit(limit);
  },

  /** The pending checkout with this reference, locked until the transaction ends; undefined once settled. */
  async lockPending(
    tx: Executor,
    merchantId: string,
    reference: string,
  ): Promise<InvoicePaymentRow | undefined> {
    const [row] = await tx
      .select()
      .from(invoicePayments)
      .where(and(byReference(merchantId, reference), eq(invoicePayments.status, 'pending')))
      .for('update');
    return row;
  },

  async findByReference(
    db: Executor,
    merchantId: string,
    reference: string,
  ): Promise<InvoicePaymentRow | undefined> {
    const [row] = await db.select().from(invoicePayments).where(byReference(merchantId, reference));
    return row;
  },

  /** Moves a pending checkout to its final state; does nothing to one already settled. */
  async finish(
    tx: Executor,
    merchantId: string,
    reference: string,
    status: Exclude<Status, 'pending'>,
    ledgerTransactionId?: string,
  ) {
    await tx
      .update(invoicePayments)
      .set({ status, settledAt: new Date(), ledgerTransactionId: ledgerTransactionId ?? null })
      .where(and(byReference(merchantId, reference), eq(invoicePayments.status, 'pending')));
  },
};
