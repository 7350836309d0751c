import type { Executor } from '../../db/client.ts';
import { emitEvent } from './emit-event.ts';

/**
 * The `stock.low` event, for the low-stock alerts to call in the transaction that took the product's
 * stock to (or below) its alert level: `units` is what is left, `threshold` the level the merchant set.
 */
export async function emitStockLow(
  tx: Executor,
  merchantId: string,
  product: { id: string; name: string; sku?: string | null; units: number; threshold: number },
): Promise<void> {
  await emitEvent(tx, merchantId, 'stock.low', {
    id: product.id,
    name: product.name,
    sku: product.sku ?? null,
    units: product.units,
    threshold: product.threshold,
  });
}
