import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { invoiceRefunds, invoices, orders, refunds } from '../../db/schema/index.ts';

/** A settled refund whose buyer email has not gone yet, with what the email says of it. */
export interface QueuedRefund {
  kind: 'order' | 'invoice';
  merchantId: string;
  id: string;
  amount: number;
  currency: string;
  destination: 'original_payment' | 'store_credit';
  /** 'offline' when an offline sale's money was handed back in person. */
  source: string;
  buyerName: string;
  buyerEmail: string;
  /** The order's reference or the invoice's number. */
  what: number | string;
}

/**
 * The refunds of orders and invoices still to be emailed, oldest first, each locked for the claiming
 * transaction (SKIP LOCKED: two instances never take the same one), and marking one as mailed.
 */
export const refundMailRepository = {
  async queued(tx: Executor, limit: number): Promise<QueuedRefund[]> {
    const ofOrders = await tx
      .select({
        merchantId: refunds.merchantId,
        id: refunds.id,
        amount: refunds.amount,
        currency: refunds.currency,
        destination: refunds.destination,
        source: refunds.source,
        buyerName: orders.deliveryName,
        buyerEmail: orders.email,
        what: orders.orderReference,
      })
      .from(refunds)
      .innerJoin(orders, and(eq(orders.merchantId, refunds.merchantId), eq(orders.id, refunds.orderId)))
      .where(isNull(refunds.mailedAt))
      .orderBy(asc(refunds.createdAt))
      .limit(limit)
      .for('update', { of: refunds, skipLocked: true });
    const ofInvoices = await tx
      .select({
        merchantId: invoiceRefunds.merchantId,
        id: invoiceRefunds.id,
        amount: invoiceRefunds.amount,
        currency: invoiceRefunds.currency,
        destination: invoiceRefunds.destination,
        buyerName: invoices.fullname,
        buyerEmail: invoices.email,
        what: invoices.invoiceNumber,
      })
      .from(invoiceRefunds)
      .innerJoin(
        invoices,
        and(eq(invoices.merchantId, invoiceRefunds.merchantId), eq(invoices.id, invoiceRefunds.invoiceId)),
      )
      .where(isNull(invoiceRefunds.mailedAt))
      .orderBy(asc(invoiceRefunds.createdAt))
      .limit(limit)
      .for('update', { of: invoiceRefunds, skipLocked: true });
    return [
      ...ofOrders.map((r) => ({ ...r, kind: 'order' as const })),
      ...ofInvoices.map((r) => ({ ...r, kind: 'invoice' as const, source: 'wallet' })),
    ];
  },

  async markMailed(tx: Executor, refund: QueuedRefund) {
    const table = refund.kind === 'order' ? refunds : invoiceRefunds;
    await tx
      .update(table)
      .set({ mailedAt: new Date() })
      .where(and(eq(table.merchantId, refund.merchantId), eq(table.id, refund.id)));
  },
};
