import type { Executor } from '../db/client.ts';
import { createApiKey } from '../modules/api-keys/index.ts';
import type { DemoClient } from './demo-client.ts';
import type { DemoMerchant } from './demo-setup.ts';

/**
 * The demo seller's API key, known so that `npm start` can print it (in development only): a demo
 * secret, like the demo password. Production never seeds the demo (SEED_DEMO is refused there).
 */
export const DEMO_API_KEY_SECRET = 'oja_live_demo-adaeze-fabrics-stock-sync-2026';

/**
 * Adaeze's stock sync: an API key for products, which adds a product through the API as a tool would,
 * so the audit log shows an entry made by a key beside the owner's.
 */
export async function seedStockSync(db: Executor, client: DemoClient, seller: DemoMerchant) {
  await createApiKey(
    db,
    seller.id,
    { name: 'Stock sync', scopes: ['products.read', 'products.write'] },
    DEMO_API_KEY_SECRET,
  );
  await client.call({
    method: 'POST',
    url: '/v1/product',
    token: DEMO_API_KEY_SECRET,
    body: {
      name: 'Adire indigo scarf (synced)',
      category: 'Fashion',
      subCategory: 'Ankara & African Prints',
      price: 850_000,
      units: 12,
      status: 'ACTIVE',
    },
  });
}
