import { sql } from 'drizzle-orm';
import type { TestApp } from '../helpers/app.ts';
import type { TestMerchant } from '../helpers/merchant.ts';

/** `n` products of the merchant in one INSERT, SKU `<prefix>-<i>`, price ₦100.00 × i, `units` each. */
export async function seedProducts(
  t: TestApp,
  merchant: TestMerchant,
  n: number,
  { prefix = 'BULK', units = 10, category = 'Fashion' } = {},
) {
  await t.db.execute(sql`
    insert into products (merchant_id, id, sku, name, category, price_minor, units, created_at)
    select ${merchant.id}, gen_random_uuid(), ${prefix} || '-' || i, 'Bulk item ' || i, ${category},
      i * 10000, ${units}, now() - make_interval(secs => i)
    from generate_series(1, ${n}) as i`);
}

export async function productsOf(t: TestApp, merchant: TestMerchant) {
  const { rows } = await t.db.execute<{
    sku: string;
    price_minor: number;
    units: number;
    status: string;
    tags: string[];
  }>(sql`select sku, price_minor, units, status, tags from products
         where merchant_id = ${merchant.id} order by sku`);
  return rows;
}

/** POST to a bulk route as the merchant. */
export const post = (t: TestApp, merchant: TestMerchant, url: string, payload?: unknown, key?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { ...merchant.headers, ...(key ? { 'idempotency-key': key } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
