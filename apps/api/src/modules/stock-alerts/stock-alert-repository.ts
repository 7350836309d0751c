import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { products, stockLowAlerts, users } from '../../db/schema/index.ts';

/** A product whose stock just crossed to at or below its low-stock threshold. */
export interface StockLowProduct {
  id: string;
  name: string;
  sku: string;
  /** Units left when it crossed. */
  units: number;
  threshold: number;
}

export interface PendingAlert {
  id: string;
  merchantId: string;
  product: StockLowProduct;
}

/**
 * The alerts still to deliver, oldest first, each locked for the claiming transaction (SKIP LOCKED: two
 * instances never deliver one twice); an alert of a product deleted since is delivered as nothing.
 */
export const stockAlertRepository = {
  async pending(tx: Executor, limit: number): Promise<PendingAlert[]> {
    const rows = await tx
      .select({
        id: stockLowAlerts.id,
        merchantId: stockLowAlerts.merchantId,
        productId: stockLowAlerts.productId,
        units: stockLowAlerts.units,
        threshold: stockLowAlerts.threshold,
        name: products.name,
        sku: products.sku,
      })
      .from(stockLowAlerts)
      .leftJoin(
        products,
        and(eq(products.merchantId, stockLowAlerts.merchantId), eq(products.id, stockLowAlerts.productId)),
      )
      .where(isNull(stockLowAlerts.deliveredAt))
      .orderBy(asc(stockLowAlerts.createdAt))
      .limit(limit)
      .for('update', { of: stockLowAlerts, skipLocked: true });
    return rows.map((r) => ({
      id: r.id,
      merchantId: r.merchantId,
      product: {
        id: r.productId,
        name: r.name ?? '',
        sku: r.sku ?? '',
        units: r.units,
        threshold: r.threshold,
      },
    }));
  },

  async markDelivered(tx: Executor, ids: string[]) {
    if (ids.length === 0) return;
    await tx.update(stockLowAlerts).set({ deliveredAt: new Date() }).where(inArray(stockLowAlerts.id, ids));
  },

  async ownerEmail(db: Executor, merchantId: string): Promise<string | undefined> {
    const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, merchantId));
    return row?.email;
  },
};
