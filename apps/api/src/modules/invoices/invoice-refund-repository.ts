import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoicePayments, invoiceRefunds, invoices } from '../../db/schema/index.ts';
import type { PaidCharges } from '../wallet/index.ts';
import type { InvoiceRow } from './invoice-repository.ts';

export type InvoiceRefundRow = typeof invoiceRefunds.$inferSelect;

const ofInvoice = (merchantId: string, invoiceId: string) =>
  and(eq(invoiceRefunds.merchantId, merchantId), eq(invoiceRefunds.invoiceId, invoiceId));

/** The refunds of invoices and what they need to know of the invoice's payments. */
export const invoiceRefundRepository = {
  /**
   * Adds a refund to the invoice's refunded sum, never past what was paid (the guard in the UPDATE, the
   * check invoices_refunded_within_paid behind it). Undefined when less than `amount` is left.
   */
  async addRefunded(db: Executor, merchantId: string, invoiceId: string, amount: number) {
    const after = sql`${invoices.refundedMinor} + ${amount}`;
    const [row] = await db
      .update(invoices)
      .set({ refundedMinor: after, updatedAt: new Date() })
      .where(
        and(
          eq(invoices.merchantId, merchantId),
          eq(invoices.id, invoiceId),
          sql`${after} <= ${invoices.paidMinor}`,
        ),
      )
      .returning();
    return row as InvoiceRow | undefined;
  },

  async insert(db: Executor, row: typeof invoiceRefunds.$inferInsert) {
    await db.insert(invoiceRefunds).values(row);
  },

  list: (db: Executor, merchantId: string, invoiceId: string) =>
    db
      .select()
      .from(invoiceRefunds)
      .where(ofInvoice(merchantId, invoiceId))
      .orderBy(asc(invoiceRefunds.createdAt), asc(invoiceRefunds.id)),

  /**
   * The provider charges that paid the invoice, oldest first, and how much of them card refunds have
   * given back so far: an invoice paid in instalments has one charge per instalment.
   */
  async paidCharges(db: Executor, merchantId: string, invoiceId: string): Promise<PaidCharges> {
    const charges = await db
      .select({ reference: invoicePayments.reference, amount: invoicePayments.amountMinor })
      .from(invoicePayments)
      .where(
        and(
          eq(invoicePayments.merchantId, merchantId),
          eq(invoicePayments.invoiceId, invoiceId),
          eq(invoicePayments.status, 'paid'),
        ),
      )
      .orderBy(asc(invoicePayments.settledAt), asc(invoicePayments.reference));
    const [row] = await db
      .select({ refunded: sql<string>`coalesce(sum(${invoiceRefunds.amount}), 0)` })
      .from(invoiceRefunds)
      .where(and(ofInvoice(merchantId, invoiceId), eq(invoiceRefunds.destination, 'original_payment')));
    return { charges, refunded: Number(row!.refunded) };
  },
};
