import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';

/** `n` orders of `type`, one every 7 hours back from `from`, so they fall on many UTC days (some on the same one). */
const INSERT_ORDERS = `
INSERT INTO orders (merchant_id, id, order_reference, type, status, payment_status, delivery_name, email, phone,
                    cart_total, delivery_price, total_price, created_at)
SELECT $1, gen_random_uuid(), $2 || g, $3,
       CASE WHEN $3 = 'PRODUCT' THEN (ARRAY['processing', 'shipped', 'delivered'])[1 + g % 3]
            ELSE (ARRAY['NEW', 'PENDING'])[1 + g % 2] END,
       'paid', 'Buyer ' || g, 'b' || g || '@example.com', '+2348030000000', 100, 0, 100,
       $4::timestamptz - g * interval '7 hours'
FROM generate_series(1, $5::int) AS g`;

describe('deep order pages from the per-day counts', () => {
  let t: TestApp;
  let merchant: TestMerchant;

  const page = async (query: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/order/seller?${query}`,
      headers: merchant.headers,
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as { result: { id: string }[]; totalResults: number };
    return { ids: data.result.map((o) => o.id), total: data.totalResults };
  };
  /** The same page by a plain OFFSET over the orders themselves. */
  const byOffset = async (type: string, statuses: string[] | null, offset: number, limit: number) => {
    const { rows } = await t.pool.query(
      `SELECT id FROM orders WHERE merchant_id = $1 AND type = $2 AND ($3::text[] IS NULL OR status = ANY($3))
       ORDER BY created_at DESC, id DESC LIMIT $4 OFFSET $5`,
      [merchant.id, type, statuses, limit, offset],
    );
    return rows.map((r) => r.id as string);
  };
  const everyPageMatches = async (statuses: string[] | null, filter: string) => {
    const limit = 7;
    const { total } = await page(`type=PRODUCT&limit=1${filter}`);
    expect(total).toBeGreaterThan(0);
    for (let n = 1; n <= Math.ceil(total / limit) + 1; n++) {
      const got = await page(`type=PRODUCT&limit=${limit}&page=${n}${filter}`);
      expect(got.ids).toEqual(await byOffset('PRODUCT', statuses, (n - 1) * limit, limit));
    }
  };

  beforeAll(async () => {
    t = await createTestApp();
    merchant = await createMerchant(t);
    const from = '2026-03-10T05:00:00Z';
    await t.pool.query(INSERT_ORDERS, [merchant.id, 'P-', 'PRODUCT', from, 90]);
    await t.pool.query(INSERT_ORDERS, [merchant.id, 'S-', 'SERVICE', from, 20]);
  });
  afterAll(() => t.close());

  it('are the pages a plain OFFSET gives, with and without a status', async () => {
    await everyPageMatches(null, '');
    await everyPageMatches(['shipped'], '&status=shipped');
  });

  it('stay exact after inserts, status changes and deletes on the days they walk', async () => {
    await t.pool.query(INSERT_ORDERS, [merchant.id, 'Q-', 'PRODUCT', '2026-03-08T23:30:00Z', 15]);
    await t.pool.query(
      "UPDATE orders SET status = 'shipped' WHERE merchant_id = $1 AND order_reference IN ('P-10', 'P-11', 'Q-3')",
      [merchant.id],
    );
    await t.pool.query(
      "DELETE FROM orders WHERE merchant_id = $1 AND order_reference IN ('P-20', 'P-21', 'Q-7')",
      [merchant.id],
    );
    await everyPageMatches(null, '');
    await everyPageMatches(['shipped'], '&status=shipped');
    const { rows } = await t.pool.query(
      `SELECT (SELECT coalesce(sum(n), 0) FROM order_day_counts WHERE merchant_id = $1)::int AS counted,
              (SELECT count(*) FROM orders WHERE merchant_id = $1)::int AS orders,
              (SELECT count(*) FROM (SELECT type, (created_at AT TIME ZONE 'UTC')::date, status, count(*) AS n
                                     FROM orders WHERE merchant_id = $1 GROUP BY 1, 2, 3
                                     EXCEPT SELECT type, day, status, n FROM order_day_counts
                                     WHERE merchant_id = $1 AND n <> 0) AS missing)::int AS missing`,
      [merchant.id],
    );
    expect(rows[0]).toEqual({ counted: rows[0].orders, orders: 122, missing: 0 });
  });
});
