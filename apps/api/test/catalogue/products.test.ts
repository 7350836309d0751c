import { productMessages } from '@oja/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createCatalogueApp, createProduct, productBody, uploadImage } from './helpers.ts';

describe('products: create, read, edit', () => {
  let t: Awaited<ReturnType<typeof createCatalogueApp>>;
  let merchant: TestMerchant;
  let other: TestMerchant;
  beforeAll(async () => {
    t = await createCatalogueApp();
    [merchant, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
  });
  afterAll(() => t.close());

  const post = (who: TestMerchant, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/v1/product', headers: who.headers, payload });

  it('creates a product with images, gallery, a variation, dimensions; money in and out in major units', async () => {
    const [image, g1, g2] = await Promise.all([
      uploadImage(t, merchant),
      uploadImage(t, merchant),
      uploadImage(t, merchant),
    ]);
    const res = await post(
      merchant,
      productBody({
        sku: 'ank-001',
        price: 1500.5,
        original_price: 2000,
        image,
        gallery_image: [g1, g2],
        tags: ['ankara', 'dress', 'ankara'],
        variation: [
          {
            name: 'Size',
            options: [
              { value: 'M', units: 2, price: 1600.25 },
              { value: 'L', sku: 'ank-001-large' },
            ],
          },
        ],
        weight: 0.4,
        dimension: { height: 3, width: 30, length: 40 },
        category: 'fashion',
        subCategory: 'ankara & african prints',
      }),
    );
    expect(res.statusCode).toBe(201);
    const { data, message } = res.json();
    expect(message).toBe(productMessages.created);
    expect(data).toMatchObject({
      sku: 'ANK-001',
      price: 1500.5,
      original_price: 2000,
      discount_percent: 25,
      units: 5,
      status: 'ACTIVE',
      category: 'Fashion',
      subCategory: 'Ankara & African Prints',
      categories: [{ title: 'Fashion' }, { title: 'Ankara & African Prints' }],
      image,
      gallery_image: [g1, g2],
      tags: ['ankara', 'dress'],
      userId: merchant.id,
      weight: 0.4,
      dimension: { height: 3, width: 30, length: 40 },
      rating: 0,
      numReviews: 0,
      reviews: [],
      variation: [
        {
          name: 'Size',
          options: [
            { value: 'M', sku: 'ANK-001-1', units: 2, price: 1600.25 },
            { value: 'L', sku: 'ANK-001-LARGE', units: null, price: null },
          ],
        },
      ],
    });
    expect(data.thumbnail).toMatch(/\/thumb\.webp$/);
    const { rows } = await t.pool.query(
      'SELECT price_minor, original_price_minor FROM products WHERE id = $1',
      [data.id],
    );
    expect(rows[0]).toEqual({ price_minor: 150050, original_price_minor: 200000 });
  });

  it('generates a SKU when none is given, unique even for concurrent creates', async () => {
    const created = await Promise.all(
      Array.from({ length: 12 }, () => post(merchant, productBody({ name: 'Shea butter' }))),
    );
    expect(created.map((r) => r.statusCode)).toEqual(Array(12).fill(201));
    const skus = created.map((r) => r.json().data.sku);
    expect(new Set(skus).size).toBe(12);
    for (const sku of skus) expect(sku).toMatch(/^SHE-[0-9A-Z]{6}$/);
  });

  it('gives a SKU to one product only: a duplicate (in any case) is 409, also when created at the same moment', async () => {
    await createProduct(t, merchant, { sku: 'DUP-1' });
    const again = await post(merchant, productBody({ sku: 'dup-1' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(productMessages.skuTaken);
    // Another merchant may use the same SKU.
    expect((await post(other, productBody({ sku: 'DUP-1' }))).statusCode).toBe(201);

    const race = await Promise.all(
      Array.from({ length: 6 }, () => post(merchant, productBody({ sku: 'RACE-7' }))),
    );
    expect(race.map((r) => r.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409]);
  });

  it('refuses bad input with the field and message', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ price: -1 }, 'body.price', 'Price must not be negative'],
      [{ units: -3 }, 'body.units', 'Units must not be negative'],
      [{ units: 1.5 }, 'body.units', 'Units must be a whole number'],
      [{ price: 10.005 }, 'body.price', 'Price can have at most 2 decimal places'],
      [{ price: '100' }, 'body.price', 'Price must be a number'],
      [{ price: 100, original_price: 50 }, 'body.original_price', productMessages.originalBelowPrice],
      [{ name: 'x' }, 'body.name', 'Product name must be at least 2 characters'],
      [{ sku: 'bad sku!' }, 'body.sku', 'SKU may only contain letters, digits, dot, hyphen and underscore'],
      [{ status: 'DRAFT' }, 'body.status', 'Status must be ACTIVE or INACTIVE'],
      [
        { dimension: { height: -1, width: 1, length: 1 } },
        'body.dimension.height',
        'Height must not be negative',
      ],
      [{ category: 'Spaceships' }, 'body.category', productMessages.unknownCategory],
      [{ subCategory: 'Smartphones' }, 'body.subCategory', productMessages.unknownSubCategory],
      [
        { image: '/media/products/AAAAAAAAAAAAAAAAAAAAAA/original.png' },
        'body.image',
        productMessages.imageNotYours,
      ],
      [
        { variation: [{ name: 'Size', options: [{ value: 'M' }, { value: 'm' }] }] },
        'body.variation.0.options',
        'Options of a variation must be different',
      ],
      [
        { sku: 'V-1', variation: [{ name: 'Size', options: [{ value: 'M', sku: 'v-1' }] }] },
        'body.variation.0.options.0.sku',
        'Option SKUs must differ from each other and from the product SKU',
      ],
    ];
    for (const [overrides, path, message] of cases) {
      const res = await post(merchant, productBody(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json().errors, JSON.stringify(overrides)).toContainEqual({ path, message });
    }
  });

  it("refuses another merchant's upload as an image", async () => {
    const theirs = await uploadImage(t, other);
    const res = await post(merchant, productBody({ gallery_image: [theirs] }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      path: 'body.gallery_image.0',
      message: productMessages.imageNotYours,
    });
  });

  it('reads one product by id and by SKU; another merchant gets 404 like a missing one', async () => {
    const product = await createProduct(t, merchant, { sku: 'READ-ME' });
    const byId = await t.app.inject({
      method: 'GET',
      url: `/v1/products/${product.id}`,
      headers: merchant.headers,
    });
    expect(byId.json()).toMatchObject({
      code: 200,
      message: productMessages.fetchedOne,
      data: { id: product.id },
    });
    const bySku = await t.app.inject({
      method: 'GET',
      url: '/v1/products/sku/read-me',
      headers: merchant.headers,
    });
    expect(bySku.json().data.id).toBe(product.id);

    for (const url of [`/v1/products/${product.id}`, '/v1/products/sku/READ-ME', '/v1/products/not-a-uuid']) {
      const res = await t.app.inject({ method: 'GET', url, headers: other.headers });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message).toBe(productMessages.notFound);
    }
    const missing = await t.app.inject({
      method: 'GET',
      url: '/v1/products/01900000-0000-7000-8000-000000000000',
      headers: merchant.headers,
    });
    expect(missing.json()).toEqual(
      (
        await t.app.inject({ method: 'GET', url: `/v1/products/${product.id}`, headers: other.headers })
      ).json(),
    );
  });

  it('edits a product partially; null clears a field, the price rule holds on the merged values', async () => {
    const product = await createProduct(t, merchant, { original_price: 20000, weight: 1, brand: 'Adire' });
    const put = (who: TestMerchant, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/v1/product/${product.id}`, headers: who.headers, payload });

    const res = await put(merchant, { units: 0, weight: null, name: 'Ankara maxi dress', tags: ['maxi'] });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(productMessages.updated);
    expect(res.json().data).toMatchObject({
      units: 0,
      weight: null,
      name: 'Ankara maxi dress',
      brand: 'Adire',
      price: 15000,
      sku: product.sku,
    });

    const below = await put(merchant, { price: 25000 });
    expect(below.statusCode).toBe(400);
    expect(below.json().errors).toContainEqual({
      path: 'body.original_price',
      message: productMessages.originalBelowPrice,
    });

    const newCategory = await put(merchant, { category: 'Electronics' });
    expect(newCategory.json().data).toMatchObject({ category: 'Electronics', subCategory: null });

    await createProduct(t, merchant, { sku: 'TAKEN-9' });
    expect((await put(merchant, { sku: 'taken-9' })).statusCode).toBe(409);
    expect((await put(merchant, { units: -1 })).statusCode).toBe(400);
  });

  it("answers 404 to an edit of another merchant's product and changes nothing", async () => {
    const product = await createProduct(t, merchant, { name: 'Mine only' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/v1/product/${product.id}`,
      headers: other.headers,
      payload: { name: 'Stolen', units: 0 },
    });
    expect(res.statusCode).toBe(404);
    const after = await t.app.inject({
      method: 'GET',
      url: `/v1/products/${product.id}`,
      headers: merchant.headers,
    });
    expect(after.json().data).toMatchObject({ name: 'Mine only', units: 5, updatedAt: product.updatedAt });
  });

  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/products' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/v1/product', payload: productBody() })).statusCode,
    ).toBe(401);
  });
});
