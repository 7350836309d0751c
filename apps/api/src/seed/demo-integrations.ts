import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { apiKeys } from '../db/schema/index.ts';
import { createApiKey } from '../modules/api-keys/index.ts';
import type { DemoClient } from './demo-client.ts';
import type { DemoMerchant } from './demo-setup.ts';

/**
 * The demo seller's API key, known so that `npm start` can print it (in development only): a demo
 * secret, like the demo password. Production never seeds the demo (SEED_DEMO is refused there).
 */
export const DEMO_API_KEY_SECRET = 'oja_live_demo-adaeze-fabrics-stock-sync-2026';

const STOCK_SYNC = 'Stock sync';

/**
 * Adaeze's stock sync: an API key for products, which adds a product through the API as a tool would,
 * so the audit log shows an entry made by a key beside the owner's.
 */
export async function seedStockSync(db: Executor, client: DemoClient, seller: DemoMerchant) {
  await createApiKey(
    db,
    seller.id,
    { name: STOCK_SYNC, scopes: ['products.read', 'products.write'] },
    DEMO_API_KEY_SECRET,
  );
  await client.call({
    method: 'POST',
    url: '/v1/product',
    token: DEMO_API_KEY_SECRET,
    body: {
      name: 'Adire indigo scarf (synced)',
      sku: 'ADI-SYNC-01',
      category: 'Fashion',
      subCategory: 'Ankara & African Prints',
      price: 8_500,
      units: 12,
      status: 'ACTIVE',
    },
  });
}

/**
 * The living demo's stock sync: after a buyer's order, the key puts the sold unit back (the warehouse
 * restocked), so the audit log keeps gaining entries made by a key. Skipped once the owner revoked it.
 */
export async function restockBySync(client: DemoClient, sellerId: string, productId: string, units: number) {
  const [live] = await client.app.db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.merchantId, sellerId), eq(apiKeys.name, STOCK_SYNC), isNull(apiKeys.revokedAt)));
  if (!live) return;
  await client.call({
    method: 'PUT',
    url: `/v1/product/${productId}`,
    token: DEMO_API_KEY_SECRET,
    body: { units },
  });
}
