import type { Database, Executor } from '../../db/client.ts';
import type { Mailer } from '../../providers/mail/mailer.ts';
import { notify } from '../notifications/index.ts';
import { emitStockLow } from '../webhooks/index.ts';
import { type PendingAlert, stockAlertRepository, type StockLowProduct } from './stock-alert-repository.ts';

/** How many products one low-stock email names; the rest are counted. */
const EMAIL_NAMES = 20;

const left = (p: StockLowProduct) => `${p.units} left, alert at ${p.threshold}`;

/**
 * What happens once when a product's stock crosses to at or below its threshold, in the transaction that
 * delivers the alert: the merchant is notified and the `stock.low` event goes to the merchant's webhook
 * endpoints (the outbox, in this transaction), each exactly once per crossing.
 */
export async function onStockLow(tx: Executor, merchantId: string, product: StockLowProduct) {
  await emitStockLow(tx, merchantId, product);
  await notify(tx, merchantId, {
    type: 'stock.low',
    title: `Low stock: ${product.name}`,
    body: `${product.name} (${product.sku}) has ${left(product)}.`,
    link: `/products?sku=${encodeURIComponent(product.sku)}`,
  });
}

/** One email to the owner for the crossings of one run, naming the products. */
export function stockLowEmail(crossed: StockLowProduct[]) {
  const named = crossed.slice(0, EMAIL_NAMES).map((p) => `- ${p.name} (${p.sku}): ${left(p)}`);
  const more = crossed.length - named.length;
  return {
    subject:
      crossed.length === 1 ? `Low stock: ${crossed[0]!.name}` : `Low stock: ${crossed.length} products`,
    text:
      `${crossed.length === 1 ? 'This product is' : 'These products are'} at or below the low-stock alert you set:\n\n` +
      named.join('\n') +
      (more > 0 ? `\n…and ${more} more.` : '') +
      '\n\nRestock them, or change their alert, on the Products page.',
  };
}

export interface StockAlertContext {
  db: Database;
  mailer: Mailer;
}

/**
 * Delivers the recorded crossings once each: every alert goes through `onStockLow` and is marked delivered
 * in the same transaction, and each merchant's owner gets one email for the crossings of the run (sent
 * through the outbox, so it goes only if the transaction commits).
 */
export async function deliverStockLowAlerts(ctx: StockAlertContext, limit = 500) {
  return ctx.db.transaction(async (tx) => {
    const pending = await stockAlertRepository.pending(tx, limit);
    const byMerchant = new Map<string, PendingAlert[]>();
    for (const alert of pending)
      byMerchant.set(alert.merchantId, [...(byMerchant.get(alert.merchantId) ?? []), alert]);
    for (const [merchantId, alerts] of byMerchant) {
      const crossed = alerts.filter((a) => a.product.sku !== '').map((a) => a.product);
      for (const product of crossed) await onStockLow(tx, merchantId, product);
      const to = crossed.length > 0 ? await stockAlertRepository.ownerEmail(tx, merchantId) : undefined;
      if (to) await ctx.mailer.send({ channel: 'email', to, ...stockLowEmail(crossed) });
    }
    await stockAlertRepository.markDelivered(
      tx,
      pending.map((a) => a.id),
    );
    return pending.length;
  });
}
