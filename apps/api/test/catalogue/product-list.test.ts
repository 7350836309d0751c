import { productMessages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createCatalogueApp, createProduct, uploadImage } from './helpers.ts';

type Row = { id: string; name: string; sku: string; status: string; thumbnail: string | null };

describe('products: list, search, publish, delete', () => {
  let t: Awaited<ReturnType<typeof createCatalogueApp>>;
  let merchant: TestMerchant;
  let other: TestMerchant;
  const list = async (query: string, who = merchant) => {
    const res = await t.app.inject({ method: 'GET', url: `/v1/products?${query}`, headers: who.headers });
    return { status: res.statusCode, body: res.json() };
  };
  const names = (body: { data: { results: Row[] } }) => body.data.results.map((r) => r.name);

  beforeAll(async () => {
    t = await createCatalogueApp();
    [merchant, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
    const image = await uploadImage(t, merchant);
    // Created one after another so the newest-first order is known.
    await createProduct(t, merchant, { name: 'Red Ankara gown', sku: 'ANK-RED', image });
    await createProduct(t, merchant, { name: 'Blue ankara skirt', sku: 'ANK-BLU', status: 'INACTIVE' });
    await createProduct(t, merchant, {
      name: 'Tecno Spark 20',
      sku: 'TEC-20',
      category: 'Phones & Tablets',
      subCategory: 'Smartphones',
    });
    await createProduct(t, merchant, { name: '100%_cotton tee', sku: 'TEE_1' });
    await createProduct(t, other, { name: 'Red Ankara gown (theirs)', sku: 'ANK-RED' });
  });
  afterAll(() => t.close());

  it('pages newest first in the SPEC paginated shape, only the caller’s products, with thumbnails', async () => {
    const { body } = await list('page=1&limit=3');
    expect(body.message).toBe(productMessages.fetchedAll);
    expect(body.data).toMatchObject({ page: 1, limit: 3, totalPages: 2, totalResults: 4 });
    expect(names(body)).toEqual(['100%_cotton tee', 'Tecno Spark 20', 'Blue ankara skirt']);
    const second = await list('page=2&limit=3');
    expect(names(second.body)).toEqual(['Red Ankara gown']);
    expect(second.body.data.results[0].thumbnail).toMatch(/^\/media\/products\/.+\/thumb\.webp$/);
    const beyond = await list('page=9&limit=3');
    expect(beyond.body.data).toMatchObject({ results: [], totalResults: 4 });
  });

  it('defaults to page 1 of 10 and refuses a limit above 100', async () => {
    expect((await list('')).body.data).toMatchObject({ page: 1, limit: 10, totalPages: 1 });
    expect((await list('limit=101')).status).toBe(400);
    expect((await list('page=0')).status).toBe(400);
  });

  it('filters by status (empty means all, case-insensitive), name (contains, literal) and sku (prefix)', async () => {
    expect(names((await list('status=INACTIVE')).body)).toEqual(['Blue ankara skirt']);
    expect((await list('status=active')).body.data.totalResults).toBe(3);
    expect((await list('status=')).body.data.totalResults).toBe(4);
    expect((await list('status=DRAFT')).status).toBe(400);
    expect(names((await list('name=ANKARA')).body)).toEqual(['Blue ankara skirt', 'Red Ankara gown']);
    expect(names((await list('name=100%25_')).body)).toEqual(['100%_cotton tee']);
    expect(names((await list('name=%25')).body)).toEqual(['100%_cotton tee']);
    expect(names((await list('sku=ank')).body)).toEqual(['Blue ankara skirt', 'Red Ankara gown']);
    expect(names((await list('sku=TEE_')).body)).toEqual(['100%_cotton tee']);
    expect(names((await list('sku=TE_')).body)).toEqual([]);
  });

  it('searches by identifier (name or sku) and searchText', async () => {
    expect(names((await list('identifier=name&searchText=spark')).body)).toEqual(['Tecno Spark 20']);
    expect(names((await list('identifier=sku&searchText=ANK-R')).body)).toEqual(['Red Ankara gown']);
    expect((await list('identifier=brand&searchText=x')).status).toBe(400);
  });

  it('names the category, and the name, in the message of a category search', async () => {
    const byCategory = await list('category=Fashion');
    expect(byCategory.body.message).toBe('Fetched products of "Fashion" successfully');
    expect(byCategory.body.data.totalResults).toBe(3);
    const withName = await list('category=phones %26 tablets&name=tecno');
    expect(withName.body.message).toBe(
      'Fetched products of "phones & tablets" with name "tecno" successfully',
    );
    expect(names(withName.body)).toEqual(['Tecno Spark 20']);
    const viaIdentifier = await list('category=Fashion&identifier=name&searchText=gown');
    expect(viaIdentifier.body.message).toBe('Fetched products of "Fashion" with name "gown" successfully');
  });

  it('switches status with publish, all or nothing, and two concurrent toggles leave it where it was', async () => {
    const a = await createProduct(t, merchant, { name: 'Toggle A' });
    const b = await createProduct(t, merchant, { name: 'Toggle B', status: 'INACTIVE' });
    const patch = (payload: Record<string, unknown>, who = merchant) =>
      t.app.inject({ method: 'PATCH', url: '/v1/products/publish', headers: who.headers, payload });

    const res = await patch({ productId: [a.id, b.id] });
    expect(res.json().message).toBe(productMessages.published);
    expect(res.json().data.map((p: Row) => p.status)).toEqual(['INACTIVE', 'ACTIVE']);
    expect((await patch({ productId: a.id, status: 'INACTIVE' })).json().data[0].status).toBe('INACTIVE');

    const foreign = await createProduct(t, other, { name: 'Theirs' });
    expect((await patch({ productId: [a.id, foreign.id] })).statusCode).toBe(404);
    const [mine] = (await patch({ productId: [a.id], status: 'INACTIVE' })).json().data;
    expect(mine.status).toBe('INACTIVE');
    expect((await patch({ productId: [foreign.id] }, other)).json().data[0].status).toBe('INACTIVE');

    const both = await Promise.all([patch({ productId: b.id }), patch({ productId: b.id })]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/products/${b.id}`,
      headers: merchant.headers,
    });
    expect(after.json().data.status).toBe('ACTIVE');
  });

  it('deletes one product; another merchant’s id is 404 and stays', async () => {
    const product = await createProduct(t, merchant, { name: 'Delete me' });
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/v1/products/${product.id}`,
      headers: other.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/v1/products/${product.id}`,
      headers: merchant.headers,
    });
    expect(res.json()).toMatchObject({ code: 200, message: productMessages.deletedOne });
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/v1/products/${product.id}`,
      headers: merchant.headers,
    });
    expect(again.statusCode).toBe(404);
  });

  it('bulk-deletes all or nothing: a list with a foreign id deletes nothing', async () => {
    const [x, y] = [
      await createProduct(t, merchant, { name: 'Bulk X' }),
      await createProduct(t, merchant, { name: 'Bulk Y' }),
    ];
    const theirs = await createProduct(t, other, { name: 'Bulk theirs' });
    const del = (productId: unknown) =>
      t.app.inject({
        method: 'DELETE',
        url: '/v1/products',
        headers: merchant.headers,
        payload: { productId },
      });

    const refused = await del([x.id, y.id, theirs.id]);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(productMessages.someNotFound);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM products WHERE id = ANY($1)', [
      [x.id, y.id, theirs.id],
    ]);
    expect(rows[0].n).toBe(3);

    expect((await del([x.id, 'nonsense'])).statusCode).toBe(404);
    expect((await del([])).statusCode).toBe(400);
    const done = await del([x.id, y.id, x.id]);
    expect(done.json()).toMatchObject({ message: productMessages.deletedMany, data: { deleted: 2 } });
    expect(
      (await t.pool.query('SELECT count(*)::int AS n FROM products WHERE id = ANY($1)', [[x.id, y.id]]))
        .rows[0].n,
    ).toBe(0);
  });

  it('keeps the totals exact through creates, edits, publishes, deletes and concurrent writes', async () => {
    const owner = await createMerchant(t);
    const ids = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        createProduct(t, owner, {
          name: `Count ${i}`,
          category: i % 2 ? 'Books' : 'Fashion',
          subCategory: undefined,
        }).then((p) => p.id),
      ),
    );
    const call = (method: 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      t.app.inject({ method, url, headers: owner.headers, ...(payload ? { payload } : {}) });
    await Promise.all([
      call('PATCH', '/v1/products/publish', { productId: [ids[0]!, ids[1]!, ids[2]!] }),
      call('PUT', `/v1/product/${ids[3]}`, { category: 'Health' }),
      call('PUT', `/v1/product/${ids[4]}`, { units: 9 }),
      call('DELETE', `/v1/products/${ids[5]}`),
      call('DELETE', '/v1/products', { productId: [ids[6]!] }),
    ]);
    for (const query of [
      '',
      'status=ACTIVE',
      'status=INACTIVE',
      'category=Books',
      'category=Fashion&status=INACTIVE',
      'category=Health',
    ]) {
      const listed = (await list(query, owner)).body.data.totalResults;
      const params: string[] = [owner.id];
      const where = ['merchant_id = $1'];
      for (const [key, value] of new URLSearchParams(query)) {
        params.push(value);
        where.push(`${key} = $${params.length}`);
      }
      const { rows } = await t.pool.query(
        `SELECT count(*)::int AS n FROM products WHERE ${where.join(' AND ')}`,
        params,
      );
      expect(listed, query).toBe(rows[0].n);
    }
    expect((await list('', owner)).body.data.totalResults).toBe(6);
  });

  it('two concurrent bulk deletes of the same products: one succeeds, the other finds them gone', async () => {
    const ids = [
      (await createProduct(t, merchant, { name: 'Race 1' })).id,
      (await createProduct(t, merchant, { name: 'Race 2' })).id,
    ];
    const results = await Promise.all(
      [0, 1].map(() =>
        t.app.inject({
          method: 'DELETE',
          url: '/v1/products',
          headers: merchant.headers,
          payload: { productId: ids },
        }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 404]);
  });
});
