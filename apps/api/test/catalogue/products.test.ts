import { productMessages } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { createCatalogueApp, createProduct, productBody, uploadImage } from './helpers.ts';

describe('products: create', () => {
  let t: TestApp, merchant: TestMerchant, other: TestMerchant;
  suiteApp(async () => ({ t, a: merchant, b: other } = await withTwoMerchants(createCatalogueApp())));

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
});
