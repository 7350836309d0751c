import { bulkEditMessages } from '@oja/contracts';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { suiteApp, type TestApp } from '../helpers/app.ts';
import { type TestMerchant, withTwoMerchants } from '../helpers/merchant.ts';
import { createCatalogueApp, createProduct } from '../catalogue/helpers.ts';
import { post, productsOf, seedProducts } from './helpers.ts';

describe('products: bulk edit', () => {
  let t: TestApp, a: TestMerchant, b: TestMerchant;
  suiteApp(async () => ({ t, a, b } = await withTwoMerchants(createCatalogueApp())));

  const reset = async () => {
    await t.db.execute(sql`delete from products where merchant_id in (${a.id}, ${b.id})`);
    await t.db.execute(sql`delete from bulk_edits where merchant_id in (${a.id}, ${b.id})`);
    await t.db.execute(sql`delete from bulk_edit_items where merchant_id in (${a.id}, ${b.id})`);
  };

  it('previews exactly what it then applies, and rounds a percentage to the kobo', async () => {
    await reset();
    // ₦0.05 up 10% is 5.5 kobo → 6; ₦0.15 is 16.5 → 17; ₦333.33 is 36666.3 → 36666.
    for (const [sku, price] of [
      ['R1', 0.05],
      ['R2', 0.15],
      ['R3', 333.33],
    ] as const)
      await createProduct(t, a, { sku, price });
    const body = { target: { filter: { sku: 'R' } }, change: { price: { percent: 10 } } };

    const preview = await post(t, a, '/v1/products/bulk/preview', body);
    expect(preview.statusCode).toBe(200);
    const p = preview.json().data;
    expect(p.count).toBe(3);
    expect(p.refusedCount).toBe(0);
    const previewed = Object.fromEntries(
      p.rows.map((r: { sku: string; after: { price: number } }) => [r.sku, r.after.price]),
    );
    expect(previewed).toEqual({ R1: 0.06, R2: 0.17, R3: 366.66 });
    expect(await productsOf(t, a)).toMatchObject([
      { price_minor: 5 },
      { price_minor: 15 },
      { price_minor: 33333 },
    ]);

    const applied = await post(t, a, '/v1/products/bulk', body, 'bulk-round-1');
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({ count: 3, undone: false });
    const stored = Object.fromEntries((await productsOf(t, a)).map((r) => [r.sku, r.price_minor / 100]));
    expect(stored).toEqual(previewed);

    // A 100 % cut is zero, never below.
    await post(t, a, '/v1/products/bulk', { ...body, change: { price: { percent: -100 } } });
    expect((await productsOf(t, a)).map((r) => r.price_minor)).toEqual([0, 0, 0]);
  });

  it('refuses stock below zero: the refused rows are named and nothing is applied', async () => {
    await reset();
    await seedProducts(t, a, 5, { units: 10 });
    await t.db.execute(
      sql`update products set units = 2 where merchant_id = ${a.id} and sku in ('BULK-2', 'BULK-4')`,
    );
    const body = { target: { filter: {} }, change: { units: { adjust: -3 }, status: 'INACTIVE' } };

    const preview = (await post(t, a, '/v1/products/bulk/preview', body)).json().data;
    expect(preview).toMatchObject({ count: 5, refusedCount: 2 });
    expect(preview.refused.map((r: { sku: string }) => r.sku).sort()).toEqual(['BULK-2', 'BULK-4']);
    expect(preview.refused[0].reason).toBe(bulkEditMessages.negativeStock);

    const res = await post(t, a, '/v1/products/bulk', body);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(bulkEditMessages.refused(2));
    expect(
      res
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['products.BULK-2', 'products.BULK-4']);
    const after = await productsOf(t, a);
    expect(after.map((r) => r.units)).toEqual([10, 2, 10, 2, 10]);
    expect(after.every((r) => r.status === 'ACTIVE')).toBe(true);
    const { rows } = await t.db.execute(sql`select 1 from bulk_edits where merchant_id = ${a.id}`);
    expect(rows).toHaveLength(0);
  });

  it('is one transaction: a failure after the update changes nothing', async () => {
    await reset();
    await seedProducts(t, a, 4);
    await t.db.execute(
      sql.raw(`
      create function fail_bulk_edit() returns trigger language plpgsql as $$
        begin raise exception 'bulk edit failed mid-way'; end $$;
      create trigger fail_bulk_edit before insert on bulk_edits for each row execute function fail_bulk_edit();`),
    );
    try {
      const res = await post(t, a, '/v1/products/bulk', {
        target: { filter: {} },
        change: { units: { set: 99 } },
      });
      expect(res.statusCode).toBe(500);
    } finally {
      await t.db.execute(
        sql.raw('drop trigger fail_bulk_edit on bulk_edits; drop function fail_bulk_edit();'),
      );
    }
    expect((await productsOf(t, a)).map((r) => r.units)).toEqual([10, 10, 10, 10]);
    const { rows } = await t.db.execute(sql`select 1 from bulk_edit_items where merchant_id = ${a.id}`);
    expect(rows).toHaveLength(0);
  });

  it('undo restores every product, and is refused once a product changed since', async () => {
    await reset();
    await seedProducts(t, a, 3);
    const before = await productsOf(t, a);
    const change = { price: { set: 50 }, units: { adjust: 5 }, tags: { add: ['sale'] }, status: 'INACTIVE' };
    const edit = (await post(t, a, '/v1/products/bulk', { target: { filter: {} }, change })).json().data;
    expect((await productsOf(t, a)).map((r) => [r.price_minor, r.units, r.tags, r.status])).toEqual(
      before.map(() => [5000, 15, ['sale'], 'INACTIVE']),
    );

    // Another merchant cannot undo it: 404 like a missing one.
    expect((await post(t, b, `/v1/products/bulk/${edit.id}/undo`)).statusCode).toBe(404);
    const undo = await post(t, a, `/v1/products/bulk/${edit.id}/undo`, undefined, 'undo-1');
    expect(undo.statusCode).toBe(200);
    expect(undo.json().data).toEqual({ id: edit.id, count: 3, undone: true });
    expect(await productsOf(t, a)).toEqual(before);
    const again = await post(t, a, `/v1/products/bulk/${edit.id}/undo`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(bulkEditMessages.alreadyUndone);

    const second = (
      await post(t, a, '/v1/products/bulk', { target: { filter: {} }, change: { units: { set: 7 } } })
    ).json().data;
    // A sale after the edit takes one unit: undo would overwrite it, so it is refused and restores nothing.
    await t.db.execute(
      sql`update products set units = units - 1 where merchant_id = ${a.id} and sku = 'BULK-1'`,
    );
    const refused = await post(t, a, `/v1/products/bulk/${second.id}/undo`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(bulkEditMessages.changedSince(1));
    expect((await productsOf(t, a)).map((r) => r.units)).toEqual([6, 7, 7]);
  });

  it('"all matching" covers every page of the filter, and never another merchant\'s products', async () => {
    await reset();
    await seedProducts(t, a, 130, { prefix: 'SHOE' });
    await seedProducts(t, a, 20, { prefix: 'HAT' });
    await seedProducts(t, b, 50, { prefix: 'SHOE' });
    const body = {
      target: { filter: { identifier: 'sku', searchText: 'shoe' } },
      change: { units: { set: 3 } },
    };
    expect((await post(t, a, '/v1/products/bulk/preview', body)).json().data.count).toBe(130);
    expect((await post(t, a, '/v1/products/bulk', body)).json().data.count).toBe(130);
    const mine = await productsOf(t, a);
    expect(mine.filter((r) => r.sku.startsWith('SHOE')).every((r) => r.units === 3)).toBe(true);
    expect(mine.filter((r) => r.sku.startsWith('HAT')).every((r) => r.units === 10)).toBe(true);
    expect((await productsOf(t, b)).every((r) => r.units === 10)).toBe(true);

    // Picked ids of another merchant match nothing.
    const theirs = await createProduct(t, b, { sku: 'THEIRS' });
    const picked = await post(t, a, '/v1/products/bulk', {
      target: { productId: [theirs.id] },
      change: { units: { set: 0 } },
    });
    expect(picked.statusCode).toBe(422);
    expect(picked.json().message).toBe(bulkEditMessages.nothingMatched);
  });

  it('answers bad input with a specific 400 and changes nothing', async () => {
    await reset();
    await seedProducts(t, a, 2);
    const cases = [
      [{ target: { filter: {} }, change: {} }, bulkEditMessages.nothingToChange],
      [{ target: { filter: {} }, change: { category: 'Not a category' } }, bulkEditMessages.unknownCategory],
      [
        { target: { filter: {} }, change: { price: { percent: -150 } } },
        'A price cannot fall by more than 100%',
      ],
    ] as const;
    for (const [payload, message] of cases) {
      const res = await post(t, a, '/v1/products/bulk', payload);
      expect(res.statusCode, message).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect((await productsOf(t, a)).map((r) => r.units)).toEqual([10, 10]);
  });
});
