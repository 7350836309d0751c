import { productMessages } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { createCatalogueApp, createProduct, productBody } from './helpers.ts';

describe('products: read and edit', () => {
  let t: TestApp, merchant: TestMerchant, other: TestMerchant;
  suiteApp(async () => ({ t, a: merchant, b: other } = await withTwoMerchants(createCatalogueApp())));

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
