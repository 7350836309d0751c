import { SEARCH_TOTAL_CAP } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALK_ROWS_PER_MATCH } from '../../src/modules/products/product-search.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';

// A corpus of 12,000 products, two per timestamp (so the id decides every other place), g = 1 the newest:
// - 'Lace gown' every 20th product up to 2,700: more than the cap, spread evenly (the newest-first walk);
// - 'Adire wrapper' for the 120 oldest: more than the cap, all behind 11,880 newer products that the
//   walk of a first page does not reach (every match collected and sorted);
// - accents and case, the LIKE wildcards as text, a typo matching nothing;
// - a third INACTIVE, a quarter in 'Beauty', SKUs 'SKU-<g>' (SKU-1 starts 3,111 of them).
const PRODUCTS = 12000;
const ADIRE_FROM = 11881;
const special: Record<number, string> = {
  5: 'Crème brûlée pot',
  6: 'CRÈME FRAÎCHE jar',
  7: 'creme plain tub',
  8: '100% cotton tee',
  9: 'under_score cap',
};

describe('products: a text search is the same rows in the same order as the list filtered', () => {
  let t: TestApp;
  let merchant: TestMerchant;

  beforeAll(async () => {
    // At least one first page of 'Adire' must lie past the walk, or the corpus would not reach its fallback.
    expect(ADIRE_FROM - 1).toBeGreaterThan(10 * WALK_ROWS_PER_MATCH);
    t = await createTestApp();
    merchant = await createMerchant(t);
    await t.pool.query(
      `INSERT INTO products (merchant_id, id, sku, name, description, category, price_minor, units, status, created_at)
       SELECT $1, gen_random_uuid(), 'SKU-' || g,
              coalesce(($4::jsonb) ->> g::text,
                       CASE WHEN g >= $3 THEN 'Adire wrapper ' || g
                            WHEN g % 20 = 0 AND g <= 2700 THEN 'Lace gown ' || g
                            ELSE 'Plain item ' || g END),
              'x', CASE WHEN g % 4 = 1 THEN 'Beauty' ELSE 'Fashion' END, 1000, 1,
              CASE WHEN g % 3 = 0 THEN 'INACTIVE' ELSE 'ACTIVE' END, now() - (g / 2) * interval '1 second'
       FROM generate_series(1, $2::int) AS g`,
      [merchant.id, PRODUCTS, ADIRE_FROM, JSON.stringify(special)],
    );
  });
  afterAll(() => t.close());

  /** The page as the API serves it. */
  const served = async (query: Record<string, string | number>) => {
    const search = new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]));
    const res = await t.app.inject({ url: `/v1/products?${search}`, headers: merchant.headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as {
      results: { name: string }[];
      totalResults: number;
      totalCapped: boolean;
    };
    return { names: data.results.map((r) => r.name), total: data.totalResults, capped: data.totalCapped };
  };

  /** The same page straight from the table: every match newest first, the total counted up to the cap. */
  const expected = async (query: { name?: string; sku?: string; status?: string; category?: string }) => {
    const { rows } = await t.pool.query<{ name: string }>(
      `SELECT name FROM products
       WHERE merchant_id = $1
         AND ($2::text IS NULL OR strpos(lower(name), lower($2)) > 0)
         AND ($3::text IS NULL OR starts_with(sku, $3))
         AND ($4::text IS NULL OR status = $4)
         AND ($5::text IS NULL OR category = $5)
       ORDER BY created_at DESC, id DESC`,
      [merchant.id, query.name ?? null, query.sku ?? null, query.status ?? null, query.category ?? null],
    );
    return rows.map((r) => r.name);
  };

  const cases: [string, { name?: string; sku?: string; status?: string; category?: string }, number[]][] = [
    ['a dense infix, at the cap', { name: 'lace' }, [1, 2, 10, 13, 14, 15]],
    ['a dense prefix in another case', { name: 'LACE GOWN' }, [1, 3]],
    ['a short infix', { name: 'ace' }, [1, 12]],
    ['dense matches among the oldest only', { name: 'adire' }, [1, 2, 11, 12, 13]],
    ['below the cap', { name: 'gown 26' }, [1]],
    ['accents, any case', { name: 'CRÈME' }, [1]],
    ['accents, lower case', { name: 'brûlée' }, [1]],
    ['no accent', { name: 'creme' }, [1]],
    ['a typo', { name: 'wristwach' }, [1, 2]],
    ['a % as text', { name: '%' }, [1]],
    ['an _ as text', { name: '_' }, [1]],
    ['a SKU prefix past the cap', { sku: 'SKU-1' }, [1, 5, 112]],
    ['a search and a status', { name: 'lace', status: 'INACTIVE' }, [1, 5]],
    ['a search and a category', { name: 'adire', category: 'Beauty' }, [1, 3, 4]],
    ['a search, a status and a category', { name: 'gown', status: 'ACTIVE', category: 'Fashion' }, [1, 9]],
  ];

  it.each(cases)('%s', async (_, query, pages) => {
    const all = await expected(query);
    for (const page of pages) {
      expect(await served({ ...query, page, limit: 10 })).toEqual({
        names: all.slice((page - 1) * 10, page * 10),
        total: Math.min(all.length, SEARCH_TOTAL_CAP),
        capped: all.length > SEARCH_TOTAL_CAP,
      });
    }
    expect((await served({ ...query, page: 1, limit: 100 })).names).toEqual(all.slice(0, 100));
  });

  it('stays exact as products are added and removed between pages', async () => {
    await t.pool.query(
      `INSERT INTO products (merchant_id, id, sku, name, description, category, price_minor, units, status)
       VALUES ($1, gen_random_uuid(), 'NEW-1', 'Lace gown new', 'x', 'Fashion', 1000, 1, 'ACTIVE')`,
      [merchant.id],
    );
    await t.pool.query(
      `DELETE FROM products WHERE merchant_id = $1 AND name IN ('Lace gown 40', 'Adire wrapper 2990')`,
      [merchant.id],
    );
    for (const name of ['lace', 'adire']) {
      const all = await expected({ name });
      for (const page of [1, 2, 12]) {
        expect((await served({ name, page, limit: 10 })).names).toEqual(
          all.slice((page - 1) * 10, page * 10),
        );
      }
    }
  });

  it('tells exactly the cap of matches from more than the cap', async () => {
    const shop = await createMerchant(t);
    const add = (from: number, to: number) =>
      t.pool.query(
        `INSERT INTO products (merchant_id, id, sku, name, description, category, price_minor, units, status)
         SELECT $1, gen_random_uuid(), 'Z-' || g, 'Zobo bottle ' || g, 'x', 'Fashion', 1000, 1, 'ACTIVE'
         FROM generate_series($2::int, $3::int) AS g`,
        [shop.id, from, to],
      );
    const search = async () =>
      (await t.app.inject({ url: '/v1/products?name=zobo&limit=10', headers: shop.headers })).json().data;
    await add(1, SEARCH_TOTAL_CAP);
    expect(await search()).toMatchObject({
      totalResults: SEARCH_TOTAL_CAP,
      totalPages: 10,
      totalCapped: false,
    });
    await add(SEARCH_TOTAL_CAP + 1, SEARCH_TOTAL_CAP + 1);
    expect(await search()).toMatchObject({ totalResults: SEARCH_TOTAL_CAP, totalCapped: true });
  });

  it('answers a first page past the end of the unfiltered list with no rows and the exact total', async () => {
    const small = await createMerchant(t);
    await t.pool.query(
      `INSERT INTO products (merchant_id, id, sku, name, description, category, price_minor, units, status)
       SELECT $1, gen_random_uuid(), 'S-' || g, 'Small ' || g, 'x', 'Fashion', 1000, 1, 'ACTIVE'
       FROM generate_series(1, 3) AS g`,
      [small.id],
    );
    for (const [page, names] of [
      [1, 3],
      [2, 0],
      [50, 0],
    ] as const) {
      const res = await t.app.inject({ url: `/v1/products?page=${page}&limit=10`, headers: small.headers });
      expect(res.json().data).toMatchObject({ totalResults: 3, totalPages: 1 });
      expect(res.json().data.results).toHaveLength(names);
    }
  });
});
