import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createMerchant, type TestMerchant } from '../helpers/merchant.ts';
import { addPickupAddress, count, dispatch, insertProduct, placeOrder } from './helpers.ts';

describe('order list totals from the trigger-kept counters', () => {
  let t: TestApp;
  let merchant: TestMerchant;
  let other: TestMerchant;

  const totalOf = async (as: TestMerchant, status: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/v1/order/seller?type=PRODUCT&status=${encodeURIComponent(status)}&limit=1`,
      headers: as.headers,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data.totalResults as number;
  };
  const counted = (as: TestMerchant, statuses: string[]) =>
    count(
      t,
      "SELECT count(*) AS n FROM orders WHERE merchant_id = $1 AND type = 'PRODUCT' AND status = ANY($2)",
      [as.id, statuses],
    );

  beforeAll(async () => {
    t = await createTestApp();
    [merchant, other] = await Promise.all([createMerchant(t), createMerchant(t)]);
    await addPickupAddress(t, merchant);
  });
  afterAll(() => t.close());

  it('match a count of the orders after concurrent checkouts, dispatches and a delete', async () => {
    const product = await insertProduct(t, merchant, { units: 50 });
    const foreign = await insertProduct(t, other, { units: 50 });
    const placed = await Promise.all(
      Array.from({ length: 12 }, () => placeOrder(t, merchant, [{ productId: product.id, quantity: 1 }])),
    );
    await Promise.all(
      Array.from({ length: 3 }, () => placeOrder(t, other, [{ productId: foreign.id, quantity: 1 }])),
    );
    await Promise.all(placed.slice(0, 5).map((order) => dispatch(t, merchant, order.id)));
    await t.pool.query("UPDATE orders SET status = 'delivered' WHERE id = $1", [placed[0]!.id]);
    await t.pool.query('DELETE FROM orders WHERE id = $1', [placed[11]!.id]);

    expect(await totalOf(merchant, 'all')).toBe(
      await counted(merchant, ['processing', 'shipped', 'awaiting_pickup', 'delivered']),
    );
    expect(await totalOf(merchant, 'all')).toBe(11);
    expect(await totalOf(merchant, 'in transit')).toBe(await counted(merchant, ['shipped']));
    expect(await totalOf(merchant, 'in transit')).toBe(4);
    expect(await totalOf(merchant, 'delivered')).toBe(1);
    expect(await totalOf(merchant, 'awaiting pickup')).toBe(0);
    expect(await totalOf(other, 'all')).toBe(3);
  });
});
