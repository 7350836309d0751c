import { csvMessages, PRODUCT_CSV_COLUMNS, productMessages } from '@oja/contracts';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { createCatalogueApp, createProduct, multipart } from './helpers.ts';

const HEADER = 'sku,name,category,subCategory,price,original_price,units,status,tags,height,width,length';
const row = (i: number) =>
  `IMP-${i},Imported item ${i},Beauty,Skincare,"1,${String(i % 1000).padStart(3, '0')}.50",,${i % 7},ACTIVE,a|b,1,2,3`;

describe('products: CSV template, export and import', () => {
  let t: Awaited<ReturnType<typeof createCatalogueApp>>;
  let merchant: TestMerchant;
  let other: TestMerchant;
  const count = async (who: TestMerchant) =>
    (await t.pool.query('SELECT count(*)::int AS n FROM products WHERE merchant_id = $1', [who.id])).rows[0]
      .n as number;
  const importCsv = (
    who: TestMerchant,
    csv: string | Buffer,
    filename = 'products.csv',
    contentType = 'text/csv',
  ) => {
    const form = multipart([{ name: 'file', filename, content: Buffer.from(csv), contentType }]);
    return t.app.inject({
      method: 'POST',
      url: '/v1/products/import',
      headers: { ...who.headers, ...form.headers },
      payload: form.payload,
    });
  };

  beforeAll(async () => {
    t = await createCatalogueApp();
    [merchant, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
  });
  afterAll(() => t.close());

  it('serves a template whose example row imports as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/products/import/template.csv',
      headers: merchant.headers,
    });
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products-template.csv"');
    const [header, example] = parse(res.body) as string[][];
    expect(header).toEqual([...PRODUCT_CSV_COLUMNS]);
    expect(example).toHaveLength(PRODUCT_CSV_COLUMNS.length);
    const imported = await importCsv(other, res.body);
    expect(imported.statusCode).toBe(201);
    const list = await t.app.inject({ method: 'GET', url: '/v1/products', headers: other.headers });
    expect(list.json().data.results[0]).toMatchObject({
      sku: 'ANK-001',
      price: 15000,
      original_price: 18000,
      units: 25,
    });
    expect(list.json().data.results[0].variation[0].options).toHaveLength(2);
  });

  it('imports 20 products in one go', async () => {
    const csv = [HEADER, ...Array.from({ length: 20 }, (_, i) => row(i + 1))].join('\n');
    const res = await importCsv(merchant, csv);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      message: 'Imported 20 products successfully',
      data: { imported: 20 },
    });
    const one = await t.app.inject({
      method: 'GET',
      url: '/v1/products/sku/IMP-3',
      headers: merchant.headers,
    });
    expect(one.json().data).toMatchObject({
      price: 1003.5,
      units: 3,
      tags: ['a', 'b'],
      dimension: { height: 1, width: 2, length: 3 },
    });
  });

  it('writes nothing from a 1,000-row file with one bad row, and the report names that row', async () => {
    const before = await count(merchant);
    const rows = Array.from({ length: 1000 }, (_, i) => row(i + 100));
    rows[536] = 'BAD-1,Broken item,Beauty,Skincare,-5,,3,ACTIVE,,,,';
    const res = await importCsv(merchant, [HEADER, ...rows].join('\r\n'));
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe(csvMessages.failed(1));
    expect(body.errors).toEqual([
      { row: 538, column: 'price', message: 'Price must not be negative', path: 'row 538.price' },
    ]);
    expect(await count(merchant)).toBe(before);
  });

  it('reports every problem of every row: cells, categories, duplicate and taken SKUs', async () => {
    await createProduct(t, merchant, { sku: 'ALREADY-1' });
    const csv = [
      'name,category,subCategory,price,units,sku,height,variation',
      'Good one,Books,Fiction,10,1,,,',
      ',Books,,abc,1.5,,,',
      'Wrong category,Spaceships,,10,1,,,',
      'Same sku A,Books,,10,1,DUPE,,',
      'Same sku B,Books,,10,1,dupe,,',
      'Taken,Books,,10,1,already-1,,',
      'Half box,Books,,10,1,,4,',
      'Bad json,Books,,10,1,,,{oops',
    ].join('\n');
    const res = await importCsv(merchant, csv);
    expect(res.statusCode).toBe(422);
    const report = res
      .json()
      .errors.map((e: { row: number; column: string; message: string }) => [e.row, e.column, e.message]);
    expect(report).toEqual(
      expect.arrayContaining([
        [3, 'name', 'Product name must be at least 2 characters'],
        [3, 'price', 'price must be a number'],
        [3, 'units', 'Units must be a whole number'],
        [4, 'category', productMessages.unknownCategory],
        [6, 'sku', csvMessages.duplicateSkuInFile(5)],
        [7, 'sku', productMessages.skuTaken],
        [8, 'width', 'Width must be a number'],
        [9, 'variation', 'Variation must be a JSON list of { name, options }'],
      ]),
    );
    expect(report.some(([r]: [number]) => r === 2)).toBe(false);
    expect(res.json().message).toBe(csvMessages.failed(6));
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/v1/products?name=Good one', headers: merchant.headers })
      ).json().data.totalResults,
    ).toBe(0);
  });

  it('refuses unknown and missing columns, empty files and files that are not CSV', async () => {
    const header = await importCsv(merchant, 'name,colour,price\nx,red,1');
    expect(header.statusCode).toBe(422);
    expect(header.json().errors).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ row: 1, column: 'colour', message: csvMessages.unknownColumn }),
        expect.objectContaining({ row: 1, column: 'category', message: csvMessages.missingColumn }),
        expect.objectContaining({ row: 1, column: 'units', message: csvMessages.missingColumn }),
      ]),
    );
    expect((await importCsv(merchant, `${HEADER}\n\n`)).json().message).toBe(csvMessages.empty);
    expect(
      (await importCsv(merchant, Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0]), 'x.csv')).json().message,
    ).toBe(csvMessages.notCsv);
    const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
    expect((await importCsv(merchant, 'a,b', 'products.xlsx', xlsx)).json().message).toBe(csvMessages.notCsv);
    const unauthenticated = await t.app.inject({ method: 'POST', url: '/v1/products/import' });
    expect(unauthenticated.statusCode).toBe(401);
  });

  it('exports the filtered list as CSV, guarding cells against formulas; the export imports back', async () => {
    const fresh = await createMerchant(t);
    await createProduct(t, fresh, { name: '=HYPERLINK("http://evil")', sku: 'EVIL-1', tags: ['x', 'y'] });
    await createProduct(t, fresh, { name: 'Hidden', sku: 'HID-1', status: 'INACTIVE' });
    await createProduct(t, fresh, {
      name: 'Novel',
      sku: 'BOOK-1',
      category: 'Books',
      subCategory: undefined,
      price: 2500.75,
      original_price: 3000,
    });

    const all = await t.app.inject({ method: 'GET', url: '/v1/products/export.csv', headers: fresh.headers });
    expect(all.headers['content-disposition']).toBe('attachment; filename="products.csv"');
    const records = parse(all.body, { columns: true }) as Record<string, string>[];
    expect(records.map((r) => r.sku)).toEqual(['BOOK-1', 'HID-1', 'EVIL-1']);
    expect(records[2]).toMatchObject({
      name: `'=HYPERLINK("http://evil")`,
      tags: 'x|y',
      category: 'Fashion',
    });
    expect(records[0]).toMatchObject({ price: '2500.75', original_price: '3000' });

    const active = await t.app.inject({
      method: 'GET',
      url: '/v1/products/export.csv?status=ACTIVE&category=fashion',
      headers: fresh.headers,
    });
    expect((parse(active.body, { columns: true }) as Record<string, string>[]).map((r) => r.sku)).toEqual([
      'EVIL-1',
    ]);

    const target = await createMerchant(t);
    expect((await importCsv(target, all.body)).statusCode).toBe(201);
    const copy = await t.app.inject({
      method: 'GET',
      url: '/v1/products/sku/EVIL-1',
      headers: target.headers,
    });
    expect(copy.json().data).toMatchObject({ name: '=HYPERLINK("http://evil")', tags: ['x', 'y'] });
    const book = await t.app.inject({
      method: 'GET',
      url: '/v1/products/sku/BOOK-1',
      headers: target.headers,
    });
    expect(book.json().data).toMatchObject({ price: 2500.75, original_price: 3000, discount_percent: 17 });
  });

  it('exports in batches past 1,000 rows without losing or repeating one', async () => {
    const big = await createMerchant(t);
    await t.pool.query(
      `INSERT INTO products (merchant_id, id, sku, name, category, price_minor, units, created_at)
       SELECT $1, gen_random_uuid(), 'B-' || g, 'Bulk ' || g, 'Books', 100, 1, now() - (g % 3) * interval '1 microsecond'
       FROM generate_series(1, 2100) g`,
      [big.id],
    );
    const res = await t.app.inject({ method: 'GET', url: '/v1/products/export.csv', headers: big.headers });
    const skus = (parse(res.body, { columns: true }) as Record<string, string>[]).map((r) => r.sku);
    expect(skus).toHaveLength(2100);
    expect(new Set(skus).size).toBe(2100);
  });
});
