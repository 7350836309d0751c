import { categoryMessages } from '@oja/contracts';
import { describe, expect, it } from 'vitest';
import { createTestApp, suiteApp, type TestApp } from '../helpers/app.ts';

type Category = {
  id: string;
  name: string;
  title: string;
  subCategories: { id: string; name: string; title: string }[];
};

describe('categories', () => {
  let t: TestApp;
  suiteApp(async () => (t = await createTestApp()));

  it('serves the seeded product categories with subcategories, without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/product/category' });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(categoryMessages.fetched);
    const tree: Category[] = res.json().data;
    const names = tree.map((c) => c.name);
    for (const name of [
      'Fashion',
      'Electronics',
      'Beauty',
      'Food & Groceries',
      'Home & Kitchen',
      'Phones & Tablets',
      'Health',
      'Baby Products',
      'Sports',
      'Books',
    ]) {
      expect(names).toContain(name);
    }
    expect(names.slice(0, 2)).toEqual(['Fashion', 'Electronics']);
    const phones = tree.find((c) => c.name === 'Phones & Tablets')!;
    expect(phones).toMatchObject({ id: 'product.phones-and-tablets', title: 'Phones & Tablets' });
    expect(phones.subCategories.map((s) => s.title)).toContain('Smartphones');
    expect(tree.every((c) => c.subCategories.length >= 3)).toBe(true);
  });

  it('serves the service categories separately', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/v1/services/category/all' });
    const tree: Category[] = res.json().data;
    for (const name of [
      'Photography',
      'Beauty & Wellness',
      'Events',
      'Cleaning',
      'Repairs',
      'Tutoring',
      'Consulting',
      'Logistics',
    ]) {
      expect(tree.map((c) => c.name)).toContain(name);
    }
    expect(tree.map((c) => c.name)).not.toContain('Fashion');
    expect(tree.find((c) => c.name === 'Tutoring')!.subCategories.map((s) => s.name)).toContain(
      'WAEC, JAMB & NECO Prep',
    );
  });

  it('documents every catalogue path in the OpenAPI document', async () => {
    const paths = Object.keys((await t.app.inject({ method: 'GET', url: '/docs/json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/v1/products',
        '/v1/product',
        '/v1/product/{id}',
        '/v1/products/{id}',
        '/v1/products/sku/{sku}',
        '/v1/products/publish',
        '/v1/products/export.csv',
        '/v1/products/import/template.csv',
        '/v1/products/import',
        '/v1/product/category',
        '/v1/services',
        '/v1/services/create',
        '/v1/services/{id}',
        '/v1/services/update/{id}',
        '/v1/services/category/all',
        '/v1/uploads',
      ]),
    );
  });
});
