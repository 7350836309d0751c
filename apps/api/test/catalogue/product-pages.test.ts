import { SEARCH_TOTAL_CAP } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';

// SEARCH_TOTAL_CAP + 5 'Lace' products and 3 'Silk' ones, inserted in one statement.
const LACE = SEARCH_TOTAL_CAP + 5;

describe('products: deep pages and the total of a text search', () => {
  let t: TestApp;
  let merchant: TestMerchant;
  const list = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/products?${query}`,
      headers: merchant.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { results: { name: string }[]; totalPages: number; totalResults: number };
  };

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await createMerchant(t);
    await t.pool.query(
      `INSERT INTO products (merchant_id, id, sku, name, description, category, price_minor, units, status, created_at)
       SELECT $1, gen_random_uuid(), 'SKU-' || g, CASE WHEN g <= $2 THEN 'Lace gown ' ELSE 'Silk scarf ' END || g,
              'x', 'Fashion', 1000, 1, 'ACTIVE', now() - g * interval '1 second'
       FROM generate_series(1, $2 + 3) AS g`,
      [merchant.id, LACE],
    );
  });
  afterAll(() => t.close());

  it('stops counting at the cap when a search matches more, and still serves any page', async () => {
    const page = await list('name=lace&limit=10');
    expect(page).toMatchObject({ totalResults: SEARCH_TOTAL_CAP, totalPages: SEARCH_TOTAL_CAP / 10 });
    expect(page.results.map((r) => r.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Lace gown ${i + 1}`),
    );
    const last = await list(`name=lace&limit=10&page=${Math.ceil(LACE / 10)}`);
    expect(last.results.map((r) => r.name).at(-1)).toBe(`Lace gown ${LACE}`);
  });

  it('serves every page, from either end of the list, exactly as the newest-first order', async () => {
    const { rows } = await t.pool.query<{ name: string }>(
      `SELECT name FROM products WHERE merchant_id = $1 ORDER BY created_at DESC, id DESC`,
      [merchant.id],
    );
    const all = rows.map((r) => r.name);
    for (const [page, limit] of [
      [1, 7],
      [72, 7],
      [73, 7],
      [144, 7],
      [145, 7],
      [11, 100],
      [12, 100],
    ] as const) {
      const data = await list(`page=${page}&limit=${limit}`);
      expect(data.results.map((r) => r.name)).toEqual(all.slice((page - 1) * limit, page * limit));
      expect(data.totalResults).toBe(all.length);
    }
    const inactive = await list('status=INACTIVE&page=1');
    expect(inactive).toMatchObject({ results: [], totalResults: 0 });
  });

  it('counts exactly below the cap, and the list without a search exactly from the counters', async () => {
    expect((await list('name=silk')).totalResults).toBe(3);
    expect((await list('sku=SKU-10')).totalResults).toBe(10); // SKU-10 and SKU-100…SKU-108
    expect((await list('')).totalResults).toBe(LACE + 3);
  });

  it('reads the first pages straight from the index and deeper ones by late lookup, in one order', async () => {
    // A second merchant with 2,100 products, two per timestamp, so the id decides every other place.
    const other = await createMerchant(t);
    await t.pool.query(
      `INSERT INTO products (merchant_id, id, sku, name, description, category, price_minor, units, status, created_at)
       SELECT $1, gen_random_uuid(), 'SKU-' || g, 'Item ' || g, 'x', 'Fashion', 1000, 1,
              CASE WHEN g % 3 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END, now() - (g / 2) * interval '1 second'
       FROM generate_series(1, 2100) AS g`,
      [other.id],
    );
    const names = async (where: string) =>
      (
        await t.pool.query<{ name: string }>(
          `SELECT name FROM products WHERE merchant_id = $1 ${where} ORDER BY created_at DESC, id DESC`,
          [other.id],
        )
      ).rows.map((r) => r.name);
    const page = async (query: string) => {
      const res = await t.app.inject({ url: `/v1/products?${query}`, headers: other.headers });
      expect(res.statusCode).toBe(200);
      return (res.json().data.results as { name: string }[]).map((r) => r.name);
    };
    const all = await names('');
    const active = await names(`AND status = 'ACTIVE'`);
    // Pages 99–102 of 10 cross LATE_LOOKUP_FROM (offset 1,000) on the newest-first side; page 2 is asked
    // eight times, past the five runs after which PostgreSQL may switch a prepared statement to a generic plan.
    for (const n of [1, 2, 2, 2, 2, 2, 2, 2, 2, 99, 100, 101, 102]) {
      expect(await page(`page=${n}&limit=10`)).toEqual(all.slice((n - 1) * 10, n * 10));
    }
    for (const n of [1, 99, 100, 101]) {
      expect(await page(`status=ACTIVE&page=${n}&limit=10`)).toEqual(active.slice((n - 1) * 10, n * 10));
    }
  });
});
